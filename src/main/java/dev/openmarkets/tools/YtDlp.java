package dev.openmarkets.tools;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs yt-dlp for one job: no shell (an argument list), a clean environment (no inherited
 * secrets or proxy settings), metadata only (-J), every connection through the guard proxy, and
 * stdout/stderr to files in a private temporary directory. Starting the process and reading its
 * files happen on worker threads; its end is awaited through Process.onExit, so no thread waits
 * for it; a timer kills it and its children at the time limit.
 */
final class YtDlp {
  /** The whole PATH of yt-dlp's process: where it finds ffmpeg, and where the Docker image links yt-dlp. */
  static final String CHILD_PATH = "/usr/local/bin:/usr/bin:/bin";

  private final Vertx vertx;
  private final String program;
  private final long maxOutputBytes;
  private final Set<Process> live = ConcurrentHashMap.newKeySet();

  YtDlp(Vertx vertx, String program, long maxOutputBytes) {
    this.vertx = vertx;
    this.program = program;
    this.maxOutputBytes = maxOutputBytes;
  }

  /** The program as an absolute path, searched on PATH when given as a bare name; null when absent. */
  static String locate(String program) {
    if (program.contains(File.separator)) {
      return Files.isExecutable(Path.of(program)) ? program : null;
    }
    String path = System.getenv().getOrDefault("PATH", CHILD_PATH);
    for (String dir : path.split(File.pathSeparator)) {
      Path p = Path.of(dir.isEmpty() ? "." : dir, program);
      if (Files.isExecutable(p)) {
        return p.toAbsolutePath().toString();
      }
    }
    return null;
  }

  static List<String> arguments(String program, String selector, String proxyUrl, String url, int socketTimeout) {
    return List.of(program,
        "--ignore-config", "--no-cache-dir", "--no-playlist", "--no-warnings", "--no-progress",
        "--dump-single-json", "--format", selector,
        "--proxy", proxyUrl,
        "--socket-timeout", Integer.toString(socketTimeout),
        "--retries", "1", "--extractor-retries", "1",
        "--", url);
  }

  Future<Extraction> run(String selector, String proxyUrl, String url, int timeLimitSeconds) {
    AtomicBoolean killed = new AtomicBoolean();
    Context ctx = vertx.getOrCreateContext();
    return vertx.executeBlocking(() -> start(selector, proxyUrl, url, timeLimitSeconds), false)
        .compose(started -> {
          live.add(started.process());
          long timer = vertx.setTimer(timeLimitSeconds * 1000L, t -> {
            killed.set(true);
            started.process().descendants().forEach(ProcessHandle::destroyForcibly);
            started.process().destroyForcibly();
          });
          Promise<Process> exited = Promise.promise();
          started.process().onExit().whenComplete((p, err) -> {
            vertx.cancelTimer(timer);
            live.remove(started.process());
            ctx.runOnContext(v -> exited.complete(p));
          });
          return exited.future()
              .compose(p -> vertx.executeBlocking(() -> collect(started, p.exitValue(), killed.get()), false))
              .eventually(() -> vertx.fileSystem().deleteRecursive(started.dir().toString()));
        });
  }

  /** Kills every extraction still running (the service is stopping). */
  void killAll() {
    for (Process p : live) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
  }

  private record Started(Process process, Path dir) {
  }

  private Started start(String selector, String proxyUrl, String url, int timeLimitSeconds) throws IOException {
    Path dir = Files.createTempDirectory("openmarkets-ytdlp-");
    // yt-dlp's own socket timeout lies past the job's limit: a stalled upstream ends as timed_out (our
    // kill at the limit), never as a race between its timeout and ours
    ProcessBuilder pb = new ProcessBuilder(arguments(program, selector, proxyUrl, url, timeLimitSeconds + 10))
        .directory(dir.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
        .redirectOutput(dir.resolve("out.json").toFile())
        .redirectError(dir.resolve("err.txt").toFile());
    Map<String, String> env = pb.environment();
    env.clear();
    env.put("PATH", CHILD_PATH);
    env.put("HOME", dir.toString());
    env.put("LANG", "C.UTF-8");
    env.put("PYTHONDONTWRITEBYTECODE", "1");
    try {
      return new Started(pb.start(), dir);
    } catch (IOException e) {
      deleteQuietly(dir);
      throw e;
    }
  }

  private Extraction collect(Started s, int exit, boolean timedOut) throws IOException {
    Path out = s.dir().resolve("out.json");
    long size = Files.size(out);
    boolean tooLarge = size > maxOutputBytes;
    String stdout = tooLarge ? "" : Files.readString(out, StandardCharsets.UTF_8);
    return new Extraction(exit, stdout, tail(s.dir().resolve("err.txt"), 8192), timedOut, tooLarge);
  }

  private static String tail(Path file, int max) throws IOException {
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
      long len = f.length();
      long from = Math.max(0, len - max);
      byte[] b = new byte[(int) (len - from)];
      f.seek(from);
      f.readFully(b);
      return new String(b, StandardCharsets.UTF_8);
    }
  }

  private static void deleteQuietly(Path dir) {
    try {
      Files.deleteIfExists(dir);
    } catch (IOException ignored) {
      // an empty temporary directory; the OS cleans it eventually
    }
  }
}
