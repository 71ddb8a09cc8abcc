package dev.openmarkets.alerts;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A receiver the test starts on 127.0.0.1: records every request (headers and body, as sent) and
 * answers 503 to the first failFirst of them, 200 after (each answer after delayMillis).
 */
public final class WebhookReceiver implements AutoCloseable {
  /** One request as it arrived, and what it was answered. */
  public record Received(String id, String timestamp, String signature, String body, int answered) {
  }

  private final HttpServer server;
  private final List<Received> received = new ArrayList<>();
  private final AtomicInteger failFirst;
  private final long delayMillis;

  public WebhookReceiver(int failFirst) throws IOException {
    this(failFirst, 0);
  }

  /** delayMillis: how long each answer takes (a slow receiver, so a stream of events lasts). */
  public WebhookReceiver(int failFirst, long delayMillis) throws IOException {
    this.failFirst = new AtomicInteger(failFirst);
    this.delayMillis = delayMillis;
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/", exchange -> {
      String body;
      try (InputStream in = exchange.getRequestBody()) {
        body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      int status = failFirst() ? 503 : 200;
      pause();
      synchronized (received) {
        received.add(new Received(exchange.getRequestHeaders().getFirst("webhook-id"),
            exchange.getRequestHeaders().getFirst("webhook-timestamp"),
            exchange.getRequestHeaders().getFirst("webhook-signature"), body, status));
      }
      exchange.sendResponseHeaders(status, -1);
      exchange.close();
    });
    server.start();
  }

  private void pause() {
    try {
      Thread.sleep(delayMillis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** From now on every request is answered 200. */
  public void recover() {
    failFirst.set(0);
  }

  private boolean failFirst() {
    return failFirst.getAndDecrement() > 0;
  }

  public String url() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/hooks/openmarkets?src=test";
  }

  public List<Received> all() {
    synchronized (received) {
      return List.copyOf(received);
    }
  }

  /** The requests answered 200, in arrival order. */
  public List<Received> acknowledged() {
    return all().stream().filter(r -> r.answered() == 200).toList();
  }

  /** Waits until n requests were acknowledged, or fails after millis. */
  public List<Received> awaitAcknowledged(int n, long millis) throws InterruptedException {
    long deadline = System.currentTimeMillis() + millis;
    while (acknowledged().size() < n) {
      if (System.currentTimeMillis() > deadline) {
        throw new AssertionError("acknowledged " + acknowledged().size() + " of " + n + " in " + millis + " ms: " + all());
      }
      Thread.sleep(20);
    }
    return acknowledged();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
