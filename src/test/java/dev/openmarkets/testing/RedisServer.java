package dev.openmarkets.testing;

import java.io.File;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A private redis-server on a free loopback port, without persistence, for one test class; stopped
 * by close(). cli() runs redis-cli against it. available() says whether the machine has one.
 */
public final class RedisServer implements AutoCloseable {
  private final int port;
  private final Process process;

  private RedisServer(int port, Process process) {
    this.port = port;
    this.process = process;
  }

  public static boolean available() {
    return onPath("redis-server") && onPath("redis-cli");
  }

  public static RedisServer start() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    Process p = new ProcessBuilder("redis-server", "--port", String.valueOf(port), "--bind", "127.0.0.1",
        "--save", "", "--appendonly", "no").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    RedisServer r = new RedisServer(port, p);
    for (int i = 0; i < 100; i++) {
      if (r.cli("PING").contains("PONG")) {
        return r;
      }
      Thread.sleep(50);
    }
    r.close();
    throw new AssertionError("redis-server did not start on port " + port);
  }

  public int port() {
    return port;
  }

  public String url() {
    return "redis://127.0.0.1:" + port;
  }

  /** redis-cli's output for one command. */
  public String cli(String... args) throws Exception {
    String[] cmd = new String[args.length + 3];
    cmd[0] = "redis-cli";
    cmd[1] = "-p";
    cmd[2] = String.valueOf(port);
    System.arraycopy(args, 0, cmd, 3, args.length);
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor(10, TimeUnit.SECONDS);
    return out.strip();
  }

  /** Calls so far per command, from INFO commandstats ("evalsha" -> 12). */
  public Map<String, Long> commandCalls() throws Exception {
    Map<String, Long> calls = new HashMap<>();
    for (String line : cli("INFO", "commandstats").split("\r?\n")) {
      if (line.startsWith("cmdstat_")) {
        String name = line.substring("cmdstat_".length(), line.indexOf(':'));
        String n = line.substring(line.indexOf("calls=") + 6);
        calls.put(name, Long.parseLong(n.substring(0, n.indexOf(','))));
      }
    }
    return calls;
  }

  @Override
  public void close() throws Exception {
    process.destroyForcibly();
    process.waitFor(10, TimeUnit.SECONDS);
  }

  private static boolean onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (new File(dir, program).canExecute()) {
        return true;
      }
    }
    return false;
  }
}
