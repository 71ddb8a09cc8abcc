package dev.openmarkets.alerts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Checks webhooks with the official Standard Webhooks library: npm `standardwebhooks` under
 * target/standardwebhooks (installed by .ci/run), run by node. Without it the test skips, except
 * under CI=true, where it fails.
 */
public final class OfficialVerifier {
  public static final Path DIR = Path.of(System.getProperty("openmarkets.standardWebhooks", "target/standardwebhooks"))
      .toAbsolutePath();

  private OfficialVerifier() {
  }

  /** Skips (or fails under CI) when node or the package is missing. */
  public static void require() throws Exception {
    boolean present = Files.isDirectory(DIR.resolve("node_modules/standardwebhooks")) && nodeWorks();
    if (!present && "true".equals(System.getenv("CI"))) {
      fail("CI=true and no standardwebhooks under " + DIR + " (or no node): .ci/run installs it");
    }
    Assumptions.assumeTrue(present, "no node or no npm standardwebhooks under " + DIR
        + " (npm install --prefix target/standardwebhooks standardwebhooks@1.1.1)");
    try (InputStream in = OfficialVerifier.class.getResourceAsStream("/alerts/verify.cjs")) {
      Files.write(DIR.resolve("openmarkets-verify.cjs"), in.readAllBytes());
    }
  }

  private static boolean nodeWorks() {
    try {
      Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
      return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (Exception e) {
      return false;
    }
  }

  /** The library's verdict on each delivery with this secret: "ok" or its error message. */
  public static List<String> verdicts(String secret, List<WebhookReceiver.Received> deliveries) throws Exception {
    JsonArray in = new JsonArray();
    for (WebhookReceiver.Received r : deliveries) {
      in.add(new JsonObject().put("secret", secret).put("id", r.id()).put("timestamp", r.timestamp())
          .put("signature", r.signature()).put("body", r.body()));
    }
    Path file = Files.createTempFile(DIR, "deliveries", ".json");
    try {
      Files.writeString(file, in.encode());
      Process p = new ProcessBuilder("node", DIR.resolve("openmarkets-verify.cjs").toString(), file.toString())
          .directory(DIR.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
        fail("node verify.cjs failed: " + out);
      }
      return new JsonArray(out).stream().map(Object::toString).toList();
    } finally {
      Files.deleteIfExists(file);
    }
  }

  /** Every delivery verifies with this secret. */
  public static void assertAllValid(String secret, List<WebhookReceiver.Received> deliveries) throws Exception {
    List<String> v = verdicts(secret, deliveries);
    assertEquals(deliveries.size(), v.size());
    for (int i = 0; i < v.size(); i++) {
      assertEquals("ok", v.get(i), "standardwebhooks refused delivery " + i + ": " + deliveries.get(i));
    }
  }
}
