package dev.openmarkets.push;

import dev.openmarkets.config.ConfigException;
import io.vertx.core.json.JsonObject;

/**
 * Configuration "streams": keepAliveSeconds (a comment line that keeps proxies from closing an
 * idle stream), maxPerIp and maxPerKey (concurrent streams of one keyless client address or one
 * key on a node; over it a 429), bufferEvents (events held for a client that does not read before
 * it is cut with an overflow event), resumeMax (events a reconnecting client is sent from the
 * table at most), retryAfterSeconds (of the 429 over the cap) and closeGraceSeconds (how long a
 * stream the server ended may keep its socket before it is reset: at most 4, so that the socket is
 * gone within 5 s, as docs/streams.md promises).
 */
public record StreamSettings(int keepAliveSeconds, int maxPerIp, int maxPerKey, int bufferEvents, int resumeMax,
    int retryAfterSeconds, int closeGraceSeconds) {
  public static StreamSettings from(JsonObject raw) {
    JsonObject s = raw.getJsonObject("streams", new JsonObject());
    StreamSettings out = new StreamSettings(s.getInteger("keepAliveSeconds", 15), s.getInteger("maxPerIp", 2),
        s.getInteger("maxPerKey", 10), s.getInteger("bufferEvents", 1_000), s.getInteger("resumeMax", 10_000),
        s.getInteger("retryAfterSeconds", 30), s.getInteger("closeGraceSeconds", 3));
    if (out.keepAliveSeconds < 1 || out.maxPerIp < 0 || out.maxPerKey < 0 || out.bufferEvents < 1
        || out.resumeMax < 0 || out.retryAfterSeconds < 1 || out.closeGraceSeconds < 1 || out.closeGraceSeconds > 4) {
      throw new ConfigException("streams: keepAliveSeconds, bufferEvents and retryAfterSeconds must be at least 1, "
          + "maxPerIp, maxPerKey and resumeMax at least 0, closeGraceSeconds 1 to 4 (got " + s.encode() + ")");
    }
    return out;
  }
}
