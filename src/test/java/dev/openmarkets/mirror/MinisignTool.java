package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The real `minisign` binary (Debian's package): skipped when absent, required under CI=true (.ci/run installs it). */
final class MinisignTool {
  private MinisignTool() {
  }

  record Result(int exit, String output) {
  }

  static void require() {
    boolean present = Files.isExecutable(Path.of("/usr/bin/minisign"));
    if (!present && "true".equals(System.getenv("CI"))) {
      throw new AssertionError("minisign is not installed; .ci/run installs it under CI=true");
    }
    assumeTrue(present, "minisign is not installed (apt-get install minisign)");
  }

  static Result run(String... args) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("/usr/bin/minisign"));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    p.getOutputStream().close();
    if (!p.waitFor(30, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("minisign did not finish: " + cmd);
    }
    return new Result(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
  }
}
