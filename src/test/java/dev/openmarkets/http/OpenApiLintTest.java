package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The /openapi.json the demo server serves, written to target/openapi/ and linted by the Redocly
 * CLI (npm @redocly/cli, recommended rules plus the repository's redocly.yaml): 0 errors. Skips
 * when node or the CLI is missing: install it with
 * `npm install --prefix target/redocly @redocly/cli@2.77.0` (or point -Dopenmarkets.redocly at a
 * directory holding it).
 */
@WithServer(demo = true)
class OpenApiLintTest {
  private static TestServer server;

  @Test
  void servedDocumentPassesRedoclyLint() throws Exception {
    Path home = Path.of(System.getProperty("openmarkets.redocly", "target/redocly")).toAbsolutePath();
    Path cli = home.resolve("node_modules/@redocly/cli/bin/cli.js");
    Assumptions.assumeTrue(Files.isRegularFile(cli), "no @redocly/cli under " + home);
    Assumptions.assumeTrue(nodeWorks(), "no node on PATH");

    HttpResponse<String> served = server.get("/openapi.json");
    assertEquals(200, served.statusCode());
    Path out = Path.of("target/openapi").toAbsolutePath();
    Files.createDirectories(out);
    Path doc = out.resolve("openapi.json");
    Files.writeString(doc, served.body());

    List<String> cmd = new ArrayList<>(List.of("node", cli.toString(), "lint", doc.toString(),
        "--format=json", "--max-problems=1000"));
    if (Files.isRegularFile(Path.of("redocly.yaml"))) {
      cmd.add("--config=" + Path.of("redocly.yaml").toAbsolutePath());
    }
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(out.resolve("lint.stderr").toFile());
    // nothing leaves the machine: no telemetry, no update check
    pb.environment().put("REDOCLY_TELEMETRY", "off");
    pb.environment().put("REDOCLY_SUPPRESS_UPDATE_NOTICE", "true");
    Process p = pb.start();
    String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(180, TimeUnit.SECONDS), "redocly finished");
    Files.writeString(out.resolve("lint.json"), text);
    JsonObject report = new JsonObject(text.substring(text.indexOf('{')));
    JsonObject totals = report.getJsonObject("totals");
    JsonArray problems = report.getJsonArray("problems");
    StringBuilder listed = new StringBuilder();
    for (Object o : problems) {
      JsonObject problem = (JsonObject) o;
      listed.append('\n').append(problem.getString("severity")).append(' ').append(problem.getString("ruleId"))
          .append(": ").append(problem.getString("message")).append(" at ")
          .append(problem.getJsonArray("location", new JsonArray()).stream().map(l -> ((JsonObject) l).getString("pointer"))
              .toList());
    }
    System.out.println("redocly lint of /openapi.json: " + totals.encode() + listed);
    assertEquals(0, totals.getInteger("errors"), listed.toString());
  }

  private static boolean nodeWorks() {
    try {
      Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (Exception e) {
      return false;
    }
  }
}
