package dev.openmarkets.mirror;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

/**
 * Where `seed` reads a mirror: a directory (mirror.dir of another node, a copied disk) or the
 * base URL of a node's /mirror/. Paths are the manifest's, relative to it. Blocking: the CLI's thread.
 */
public interface MirrorSource {

  /** A small file (the manifest, its signature) whole; FileNotFoundException-like IOException when absent. */
  byte[] read(String path) throws IOException;

  /** A file as a local path: the file itself for a directory, a download into scratch for a URL. */
  Path fetch(String path, Path scratch) throws IOException;

  String describe();

  static MirrorSource of(String urlOrDir) {
    return urlOrDir.startsWith("http://") || urlOrDir.startsWith("https://") ? new Http(urlOrDir) : new Dir(Path.of(urlOrDir));
  }

  /** A mirror directory. */
  record Dir(Path root) implements MirrorSource {
    @Override
    public byte[] read(String path) throws IOException {
      return Files.readAllBytes(file(path));
    }

    @Override
    public Path fetch(String path, Path scratch) throws IOException {
      Path f = file(path);
      if (!Files.isRegularFile(f)) {
        throw new NoSuchFileException(path);
      }
      return f;
    }

    private Path file(String path) throws IOException {
      Path f = root.resolve(path).normalize();
      if (!f.startsWith(root.normalize())) {
        throw new IOException(path + " is outside the mirror");
      }
      return f;
    }

    @Override
    public String describe() {
      return root.toString();
    }
  }

  /** A node's /mirror/ over HTTP(S). */
  final class Http implements MirrorSource {
    private static final HttpClient CLIENT = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
        .connectTimeout(Duration.ofSeconds(10)).build();
    private final String base;

    Http(String base) {
      this.base = base.endsWith("/") ? base : base + "/";
    }

    @Override
    public byte[] read(String path) throws IOException {
      HttpResponse<byte[]> r = send(path, HttpResponse.BodyHandlers.ofByteArray());
      return r.body();
    }

    @Override
    public Path fetch(String path, Path scratch) throws IOException {
      Files.createDirectories(scratch);
      Path target = scratch.resolve(path.replace('/', '_'));
      HttpResponse<InputStream> r = send(path, HttpResponse.BodyHandlers.ofInputStream());
      try (InputStream in = r.body()) {
        Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
      }
      return target;
    }

    private <T> HttpResponse<T> send(String path, HttpResponse.BodyHandler<T> handler) throws IOException {
      return send(path, handler, 0);
    }

    private <T> HttpResponse<T> send(String path, HttpResponse.BodyHandler<T> handler, int attempt) throws IOException {
      try {
        HttpResponse<T> r = CLIENT.send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofMinutes(30))
            .build(), handler);
        if (r.statusCode() != 200 && r.body() instanceof InputStream in) {
          in.close();
        }
        if (r.statusCode() == 429 && attempt < 5) {
          // the node's byte limit per client: wait as told, then ask again
          long wait = r.headers().firstValueAsLong("retry-after").orElse(5);
          Thread.sleep(Math.min(60, Math.max(1, wait)) * 1000L);
          return send(path, handler, attempt + 1);
        }
        if (r.statusCode() == 404) {
          throw new NoSuchFileException(path);
        }
        if (r.statusCode() != 200) {
          throw new IOException(path + ": HTTP " + r.statusCode());
        }
        return r;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted", e);
      }
    }

    @Override
    public String describe() {
      return base;
    }
  }
}
