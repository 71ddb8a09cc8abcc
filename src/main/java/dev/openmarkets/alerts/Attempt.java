package dev.openmarkets.alerts;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.SocketAddress;
import io.vertx.sqlclient.Row;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One attempt to deliver one event: the receiver's URL checked again (the SSRF guard), a POST to
 * the address checked, signed for every secret in force (Standard Webhooks), within timeoutMillis
 * end to end; at most 64 KiB of the answer are read. A 2xx delivers; anything else is a failure
 * to retry, redirects included.
 */
final class Attempt {
  private static final int MAX_ANSWER_BYTES = 64 * 1024;

  /** An outbox row ready to send, as DUE_HEADS reads it. */
  record Event(long outboxId, String alertId, String url, String keyPrefix, String webhookId, String payload,
      int attempts, Instant firstTry, byte[] secret, byte[] oldSecret, Instant oldSecretUntil) {

    static Event of(Row r) {
      OffsetDateTime first = r.getOffsetDateTime("first_try_at");
      OffsetDateTime oldUntil = r.getOffsetDateTime("old_secret_until");
      return new Event(r.getLong("id"), r.getString("alert_id"), r.getString("url"), r.getString("key_prefix"),
          r.getString("webhook_id"), r.getString("payload"), r.getInteger("attempts"),
          first == null ? null : first.toInstant(), bytes(r.getBuffer("secret_enc")), bytes(r.getBuffer("old_secret_enc")),
          oldUntil == null ? null : oldUntil.toInstant());
    }

    private static byte[] bytes(Buffer b) {
      return b == null ? null : b.getBytes();
    }
  }

  /** How an attempt ended: status (null when no answer), error (null on a 2xx). */
  record Outcome(Instant at, Integer status, String error, int latencyMillis) {
    boolean delivered() {
      return status != null && status >= 200 && status < 300;
    }

    String describe() {
      return status != null ? "HTTP " + status : error;
    }
  }

  private final SecretBox box;
  private final AlertsConfig config;
  private final Clock clock;
  private Vertx vertx;
  private HttpClient client;

  Attempt(SecretBox box, AlertsConfig config, Clock clock) {
    this.box = box;
    this.config = config;
    this.clock = clock;
  }

  void client(Vertx v, HttpClient c) {
    this.vertx = v;
    this.client = c;
  }

  /** Never fails: every ending is an Outcome. */
  Future<Outcome> send(Event e) {
    Instant at = clock.instant();
    long started = System.nanoTime();
    byte[] body = e.payload().getBytes(StandardCharsets.UTF_8);
    String signature;
    try {
      signature = Signatures.header(secrets(e, at), e.webhookId(), at.getEpochSecond(), body);
    } catch (RuntimeException sealed) {
      return Future.succeededFuture(new Outcome(at, null, "the secret does not open: " + sealed.getMessage(), 0));
    }
    return Target.check(vertx, e.url(), config.allowPrivateTargets())
        .compose(t -> post(t, e.webhookId(), at.getEpochSecond(), signature, body))
        .timeout(config.timeoutMillis(), TimeUnit.MILLISECONDS)
        .map(status -> new Outcome(at, status, status >= 200 && status < 300 ? null : "HTTP " + status, millis(started)))
        .otherwise(err -> new Outcome(at, null, reason(err), millis(started)));
  }

  private List<byte[]> secrets(Event e, Instant at) {
    List<byte[]> out = new ArrayList<>(2);
    out.add(box.open(e.alertId(), e.secret()));
    if (e.oldSecret() != null && e.oldSecretUntil() != null && e.oldSecretUntil().isAfter(at)) {
      out.add(box.open(e.alertId(), e.oldSecret()));
    }
    return out;
  }

  private Future<Integer> post(Target t, String id, long ts, String signature, byte[] body) {
    String uri = (t.uri().getRawPath() == null || t.uri().getRawPath().isEmpty() ? "/" : t.uri().getRawPath())
        + (t.uri().getRawQuery() == null ? "" : "?" + t.uri().getRawQuery());
    RequestOptions options = new RequestOptions()
        .setMethod(HttpMethod.POST)
        .setServer(SocketAddress.inetSocketAddress(t.port(), t.address().getHostAddress()))
        .setHost(t.host())
        .setPort(t.port())
        .setSsl(t.https())
        .setURI(uri)
        .setFollowRedirects(false)
        .setIdleTimeout(config.timeoutMillis())
        .putHeader("content-type", "application/json")
        .putHeader("user-agent", "openmarkets-webhooks/1")
        .putHeader("webhook-id", id)
        .putHeader("webhook-timestamp", Long.toString(ts))
        .putHeader("webhook-signature", signature);
    return client.request(options).compose(req -> req.send(Buffer.buffer(body)).compose(resp -> drain(req, resp)));
  }

  /** Reads the answer up to MAX_ANSWER_BYTES (a receiver that streams more is cut off; its status stands). */
  private static Future<Integer> drain(HttpClientRequest req, io.vertx.core.http.HttpClientResponse resp) {
    long[] read = {0};
    resp.handler(b -> {
      read[0] += b.length();
      if (read[0] > MAX_ANSWER_BYTES) {
        req.reset();
      }
    });
    return resp.end().map(v -> resp.statusCode()).otherwise(err -> resp.statusCode());
  }

  private static String reason(Throwable err) {
    if (err instanceof Target.Refused r) {
      return "url refused: " + r.getMessage();
    }
    if (err instanceof java.util.concurrent.TimeoutException || err instanceof io.vertx.core.http.HttpClosedException
        && err.getMessage() != null && err.getMessage().contains("timeout")) {
      return "no answer within the timeout";
    }
    String m = err.getMessage();
    return err.getClass().getSimpleName() + (m == null ? "" : ": " + (m.length() > 200 ? m.substring(0, 200) : m));
  }

  private static int millis(long startedNanos) {
    return (int) ((System.nanoTime() - startedNanos) / 1_000_000);
  }
}
