package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.UpstreamClients;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import java.util.regex.Pattern;

/**
 * GETs from EDGAR for one poller: its upstream's User-Agent on every request (the SEC wants a
 * name and an e-mail address in it), its timeout, and a grant of the shared rate limiter before
 * each request goes out. 429, and 403 other than S3's missing-file answer, fail with
 * {@link EdgarThrottled}; every other status is the caller's to read.
 */
public final class EdgarClient {
  // www.sec.gov answers a file that does not exist (an index of a holiday, a quarter not yet
  // begun) with an S3 XML error, sometimes under 403; its rate and tool refusals are HTML pages
  private static final Pattern MISSING_KEY = Pattern.compile("<Code>\\s*(NoSuchKey|AccessDenied)\\s*</Code>");

  private final Vertx vertx;
  private final UpstreamConfig config;
  private final EdgarRateLimiter limiter;
  private final WebClient web;

  public EdgarClient(Vertx vertx, UpstreamConfig config, EdgarRateLimiter limiter) {
    this.vertx = vertx;
    this.config = config;
    this.limiter = limiter;
    this.web = UpstreamClients.create(vertx, config);
  }

  public Future<HttpResponse<Buffer>> get(String url) {
    return limiter.acquire(vertx)
        .compose(v -> web.getAbs(url).timeout(config.timeoutSeconds() * 1000L).send())
        .compose(resp -> throttled(resp)
            ? Future.failedFuture(new EdgarThrottled(resp.statusCode(), url, retryAfterMillis(resp)))
            : Future.succeededFuture(resp));
  }

  /** 404, or S3's XML answer for a key that does not exist. */
  public static boolean absent(HttpResponse<Buffer> resp) {
    return resp.statusCode() == 404 || (resp.statusCode() == 403 && missingKey(resp));
  }

  private static boolean throttled(HttpResponse<Buffer> resp) {
    return resp.statusCode() == 429 || (resp.statusCode() == 403 && !missingKey(resp));
  }

  private static boolean missingKey(HttpResponse<Buffer> resp) {
    Buffer body = resp.body();
    return body != null && MISSING_KEY.matcher(body.getString(0, Math.min(body.length(), 2000))).find();
  }

  private static long retryAfterMillis(HttpResponse<Buffer> resp) {
    String h = resp.getHeader("Retry-After");
    if (h == null || !h.strip().matches("\\d{1,6}")) {
      return 0;
    }
    return Long.parseLong(h.strip()) * 1000;
  }

  public void close() {
    web.close();
  }
}
