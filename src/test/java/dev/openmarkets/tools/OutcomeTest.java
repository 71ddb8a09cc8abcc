package dev.openmarkets.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** yt-dlp's -J document (shapes as yt-dlp 2023.03 writes them) read into a job's outcome. */
class OutcomeTest {

  @Test
  void singleFileFormat() {
    JsonObject info = new JsonObject()
        .put("title", "Lab clip").put("duration", 2.0).put("format_id", "500").put("url", "http://m/hi.m3u8")
        .put("resolution", "640x360").put("ext", "mp4").put("filesize_approx", 128000)
        .put("formats", new JsonArray()
            .add(new JsonObject().put("format_id", "200").put("resolution", "320x180").put("ext", "mp4")
                .put("filesize", null).put("filesize_approx", 51200).put("url", "http://m/lo.m3u8"))
            .add(new JsonObject().put("format_id", "500").put("resolution", "640x360").put("ext", "mp4")
                .put("filesize", 130001).put("filesize_approx", 128000)));
    Outcome o = Outcome.parse(info);
    assertEquals(Job.SUCCEEDED, o.status());
    assertEquals("Lab clip", o.title());
    assertEquals(2.0, o.duration());
    assertEquals(new JsonObject().put("id", "500").put("resolution", "640x360").put("ext", "mp4").put("size", 128000L),
        o.chosenFormat());
    assertEquals("http://m/hi.m3u8", o.mediaUrl());
    assertEquals(new JsonArray().add("http://m/hi.m3u8"), o.mediaUrls());
    // an exact filesize wins over the estimate
    assertEquals(51200L, o.formats().getJsonObject(0).getLong("size"));
    assertEquals(130001L, o.formats().getJsonObject(1).getLong("size"));
  }

  @Test
  void separateVideoAndAudioAndSilentFields() {
    JsonObject info = new JsonObject().put("title", "t").put("format_id", "137+140").put("resolution", "1920x1080")
        .put("ext", "mp4")
        .put("requested_formats", new JsonArray()
            .add(new JsonObject().put("format_id", "137").put("url", "http://v").put("filesize", 1000))
            .add(new JsonObject().put("format_id", "140").put("url", "http://a").put("filesize", 200)));
    Outcome o = Outcome.parse(info);
    assertNull(o.duration(), "yt-dlp gave no duration: none is made up");
    assertEquals(1200L, o.chosenFormat().getLong("size"));
    assertEquals("http://v", o.mediaUrl());
    assertEquals(new JsonArray().add("http://v").add("http://a"), o.mediaUrls());
    assertEquals(0, o.formats().size());
  }

  @Test
  void failuresKeepTheirReason() {
    assertEquals(Job.TIMED_OUT, Outcome.of(new Extraction(-9, "", "", true, false), null, 7).status());
    Outcome refused = Outcome.of(new Extraction(1, "", "ERROR: HTTP Error 403", false, false),
        "refused a connection to localhost: the host localhost resolves to 127.0.0.1, a loopback address", 7);
    assertEquals(Job.FAILED, refused.status());
    assertEquals("The guard refused a connection to localhost: the host localhost resolves to 127.0.0.1, "
        + "a loopback address.", refused.error());
    assertEquals("Unsupported URL: http://x/", Outcome.of(new Extraction(1, "",
        "WARNING: w\nERROR: Unsupported URL: http://x/\n", false, false), null, 7).error());
  }
}
