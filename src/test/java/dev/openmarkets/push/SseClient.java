package dev.openmarkets.push;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** A reading Server-Sent Events client over real HTTP: parses frames into a queue on a thread of its own. */
final class SseClient implements AutoCloseable {
  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
      .connectTimeout(Duration.ofSeconds(5)).build();

  record Event(Long id, String event, String data) {
  }

  final HttpResponse<InputStream> response;
  final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
  final AtomicInteger comments = new AtomicInteger();
  final java.util.List<String> commentLines = new java.util.concurrent.CopyOnWriteArrayList<>();
  private final Thread reader;
  private volatile boolean ended;

  private SseClient(HttpResponse<InputStream> response) {
    this.response = response;
    this.reader = new Thread(this::read, "sse-client");
    reader.setDaemon(true);
    if (response.statusCode() == 200) {
      reader.start();
    }
  }

  static SseClient open(String url, String... headers) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url));
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return new SseClient(HTTP.send(b.GET().build(), HttpResponse.BodyHandlers.ofInputStream()));
  }

  int status() {
    return response.statusCode();
  }

  String body() throws Exception {
    return new String(response.body().readAllBytes(), StandardCharsets.UTF_8);
  }

  /** The next event, or AssertionError after the timeout. */
  Event next(long millis) throws InterruptedException {
    Event e = events.poll(millis, TimeUnit.MILLISECONDS);
    if (e == null) {
      throw new AssertionError("no event in " + millis + " ms" + (ended ? " (the stream ended)" : ""));
    }
    return e;
  }

  boolean ended() {
    return ended;
  }

  private void read() {
    try (BufferedReader r = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
      Long id = null;
      String event = null;
      StringBuilder data = null;
      String line;
      while ((line = r.readLine()) != null) {
        if (line.isEmpty()) {
          if (data != null) {
            events.add(new Event(id, event == null ? "message" : event, data.toString()));
          }
          id = null;
          event = null;
          data = null;
        } else if (line.startsWith(":")) {
          comments.incrementAndGet();
          commentLines.add(line);
        } else if (line.startsWith("id: ")) {
          id = Long.parseLong(line.substring(4));
        } else if (line.startsWith("event: ")) {
          event = line.substring(7);
        } else if (line.startsWith("data: ")) {
          data = data == null ? new StringBuilder(line.substring(6)) : data.append('\n').append(line.substring(6));
        }
      }
    } catch (Exception e) {
      // closed by the test or the server
    } finally {
      ended = true;
    }
  }

  @Override
  public void close() throws Exception {
    response.body().close();
  }
}
