package dev.openmarkets.tools;

import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The end of a job, read from yt-dlp's single JSON document (-J): title, duration, the format it
 * chose (format_id, and requested_formats when video and audio are separate), its URLs, and the
 * available formats. Fields yt-dlp leaves out stay null; nothing is guessed.
 */
record Outcome(String status, String title, Double duration, JsonObject chosenFormat, String mediaUrl,
    JsonArray mediaUrls, JsonArray formats, String error) {
  static final int MAX_FORMATS = 500;

  static Outcome failed(String status, String error) {
    return new Outcome(status, null, null, null, null, new JsonArray(), new JsonArray(), error);
  }

  static Outcome of(Extraction x, String refusal, int timeLimitSeconds) {
    if (x.timedOut()) {
      return failed(Job.TIMED_OUT, "The extraction exceeded its time limit of " + timeLimitSeconds + " s and was stopped.");
    }
    if (refusal != null && x.exitCode() != 0) {
      return failed(Job.FAILED, "The guard " + refusal + ".");
    }
    if (x.outputTooLarge()) {
      return failed(Job.FAILED, "yt-dlp's answer was larger than this service accepts.");
    }
    if (x.exitCode() != 0) {
      String line = x.errorLine();
      return failed(Job.FAILED, line == null ? "yt-dlp ended with exit code " + x.exitCode() + "." : line);
    }
    try {
      return parse(new JsonObject(x.stdout()));
    } catch (DecodeException | ClassCastException e) {
      return failed(Job.FAILED, "yt-dlp's answer was not the expected JSON document.");
    }
  }

  static Outcome parse(JsonObject info) {
    JsonArray mediaUrls = new JsonArray();
    JsonArray requested = info.getJsonArray("requested_formats");
    if (requested != null) {
      requested.forEach(f -> addUrl(mediaUrls, ((JsonObject) f).getString("url")));
    } else {
      addUrl(mediaUrls, info.getString("url"));
    }
    JsonObject chosen = info.getString("format_id") == null ? null : format(info);
    if (chosen != null && requested != null && chosen.getValue("size") == null) {
      chosen.put("size", sumSizes(requested));
    }
    JsonArray formats = new JsonArray();
    JsonArray all = info.getJsonArray("formats", new JsonArray());
    for (int i = 0; i < all.size() && i < MAX_FORMATS; i++) {
      formats.add(format(all.getJsonObject(i)));
    }
    Number duration = info.getNumber("duration");
    return new Outcome(Job.SUCCEEDED, info.getString("title"), duration == null ? null : duration.doubleValue(),
        chosen, mediaUrls.isEmpty() ? null : mediaUrls.getString(0), mediaUrls, formats, null);
  }

  private static JsonObject format(JsonObject f) {
    return new JsonObject()
        .put("id", f.getString("format_id"))
        .put("resolution", f.getString("resolution"))
        .put("ext", f.getString("ext"))
        .put("size", size(f));
  }

  private static Long size(JsonObject f) {
    Number n = f.getNumber("filesize");
    if (n == null) {
      n = f.getNumber("filesize_approx");
    }
    return n == null ? null : n.longValue();
  }

  private static Long sumSizes(JsonArray parts) {
    long total = 0;
    for (Object o : parts) {
      Long s = size((JsonObject) o);
      if (s == null) {
        return null;
      }
      total += s;
    }
    return total;
  }

  private static void addUrl(JsonArray urls, String url) {
    if (url != null) {
      urls.add(url);
    }
  }
}
