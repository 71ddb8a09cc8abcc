package dev.openmarkets.tools;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * One extraction job as clients see it. status: queued, running, succeeded, failed, timed_out.
 * chosenFormat and formats entries are {id, resolution, ext, size}; size in bytes, exact or
 * yt-dlp's estimate, null when unknown. mediaUrls lists every URL the chosen format needs (two
 * when video and audio come apart); mediaUrl is the first.
 */
record Job(String id, String platform, String url, String format, String status, String title, Double duration,
    JsonObject chosenFormat, String mediaUrl, JsonArray mediaUrls, JsonArray formats, String error,
    OffsetDateTime createdAt, OffsetDateTime startedAt, OffsetDateTime finishedAt, OffsetDateTime expiresAt) {

  static final String QUEUED = "queued";
  static final String RUNNING = "running";
  static final String SUCCEEDED = "succeeded";
  static final String FAILED = "failed";
  static final String TIMED_OUT = "timed_out";

  JsonObject toJson() {
    return new JsonObject()
        .put("id", id)
        .put("platform", platform)
        .put("url", url)
        .put("format", format)
        .put("status", status)
        .put("title", title)
        .put("duration", duration)
        .put("chosenFormat", chosenFormat)
        .put("mediaUrl", mediaUrl)
        .put("mediaUrls", mediaUrls == null ? new JsonArray() : mediaUrls)
        .put("formats", formats == null ? new JsonArray() : formats)
        .put("error", error)
        .put("createdAt", iso(createdAt))
        .put("startedAt", iso(startedAt))
        .put("finishedAt", iso(finishedAt))
        .put("expiresAt", iso(expiresAt));
  }

  private static String iso(OffsetDateTime t) {
    return t == null ? null : t.withOffsetSameInstant(ZoneOffset.UTC).format(DateTimeFormatter.ISO_INSTANT);
  }
}
