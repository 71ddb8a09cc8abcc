package dev.openmarkets.tools;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * A local video site for the extraction tests: a two-second clip made here by ffmpeg, cut into
 * two HLS renditions (320x180 and 640x360) behind a master playlist, and a page describing it with
 * schema.org VideoObject JSON-LD, as real sites do. /redirect sends to the same page under the
 * name localhost (not allow-listed); /stall never answers. Every request path is recorded.
 */
final class MediaLab implements AutoCloseable {
  private final Vertx vertx = Vertx.vertx();
  private final Path dir;
  private final HttpServer server;
  private final List<String> seen = new CopyOnWriteArrayList<>();

  MediaLab(Path dir) throws Exception {
    this.dir = dir;
    makeMedia(dir);
    server = vertx.createHttpServer().requestHandler(req -> {
      seen.add(req.path());
      String path = req.path();
      if (path.equals("/stall")) {
        return;
      }
      if (path.equals("/redirect")) {
        req.response().setStatusCode(302).putHeader("Location", "http://localhost:" + port() + "/page.html").end();
        return;
      }
      if (path.equals("/page.html")) {
        req.response().putHeader("Content-Type", "text/html; charset=utf-8").end(page());
        return;
      }
      Path file = dir.resolve(path.substring(1)).normalize();
      if (!file.startsWith(dir) || path.length() < 2 || !Files.isRegularFile(file)) {
        req.response().setStatusCode(404).end();
        return;
      }
      String type = path.endsWith(".m3u8") ? "application/vnd.apple.mpegurl"
          : path.endsWith(".ts") ? "video/mp2t" : "video/mp4";
      req.response().putHeader("Content-Type", type).sendFile(file.toString());
    }).listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get();
  }

  int port() {
    return server.actualPort();
  }

  String url(String path) {
    return "http://127.0.0.1:" + port() + path;
  }

  List<String> seen() {
    return List.copyOf(seen);
  }

  private String page() {
    return "<!DOCTYPE html><html><head><title>Lab page</title>"
        + "<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\",\"@type\":\"VideoObject\","
        + "\"name\":\"Lab clip\",\"description\":\"two seconds of test pattern\",\"duration\":\"PT2S\","
        + "\"uploadDate\":\"2026-11-23\",\"contentUrl\":\"" + url("/master.m3u8") + "\"}</script>"
        + "</head><body><h1>Lab clip</h1></body></html>";
  }

  private static void makeMedia(Path dir) throws Exception {
    ffmpeg(dir, "-f", "lavfi", "-i", "testsrc=size=640x360:rate=10", "-f", "lavfi", "-i", "sine=frequency=440",
        "-t", "2", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest",
        "-movflags", "+faststart", "clip.mp4");
    ffmpeg(dir, "-i", "clip.mp4", "-c", "copy", "-f", "hls", "-hls_time", "1", "-hls_playlist_type", "vod",
        "-hls_segment_filename", "hi%d.ts", "hi.m3u8");
    ffmpeg(dir, "-i", "clip.mp4", "-vf", "scale=320:180", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "copy",
        "-f", "hls", "-hls_time", "1", "-hls_playlist_type", "vod", "-hls_segment_filename", "lo%d.ts", "lo.m3u8");
    Files.writeString(dir.resolve("master.m3u8"), "#EXTM3U\n"
        + "#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=320x180\nlo.m3u8\n"
        + "#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=640x360\nhi.m3u8\n");
  }

  private static void ffmpeg(Path dir, String... args) throws IOException, InterruptedException {
    List<String> cmd = new java.util.ArrayList<>(List.of("ffmpeg", "-v", "error", "-y"));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
        .redirectOutput(dir.resolve("ffmpeg.log").toFile()).start();
    if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
      p.destroyForcibly();
      throw new IllegalStateException("ffmpeg failed: " + Files.readString(dir.resolve("ffmpeg.log")));
    }
  }

  @Override
  public void close() throws Exception {
    vertx.close().toCompletionStage().toCompletableFuture().get();
  }
}
