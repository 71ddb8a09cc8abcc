package dev.openmarkets.macro.fred;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import io.vertx.core.json.JsonObject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The ALFRED requests of the FRED series (upstream "fred-alfred", docs/point-in-time.md §2 Macro):
 * FRED's keyed API, series/observations over the full realtime range, which answers every vintage
 * of every observation with its realtime_start, so that asOf answers for moments this service
 * never watched. Each is saved as series_observations.SERIES.json (the name the parser reads the
 * series from). It runs only with an API key (upstreams.fred-alfred.apiKey).
 */
public final class FredVintages implements BiFunction<UpstreamConfig, Instant, List<Snapshot>> {
  /** ALFRED's whole realtime range: every vintage ever published. */
  static final String REALTIME = "realtime_start=1776-07-04&realtime_end=9999-12-31";

  private final List<String> series;
  private final String apiKey;
  private final FileKind<FredObservation> kind;

  public FredVintages(List<String> series, String apiKey, FileKind<FredObservation> kind) {
    this.series = series;
    this.apiKey = apiKey;
    this.kind = kind;
  }

  /** upstreams.fred-alfred.apiKey, or "" when none is configured. */
  public static String apiKey(AppConfig config) {
    JsonObject up = config.raw().getJsonObject("upstreams", new JsonObject()).getJsonObject("fred-alfred");
    return up == null ? "" : up.getString("apiKey", "").trim();
  }

  @Override
  public List<Snapshot> apply(UpstreamConfig config, Instant now) {
    List<Snapshot> out = new ArrayList<>();
    for (String s : series) {
      String url = config.baseUrl() + "?series_id=" + URLEncoder.encode(s, StandardCharsets.UTF_8)
          + "&api_key=" + URLEncoder.encode(apiKey, StandardCharsets.UTF_8) + "&file_type=json&" + REALTIME;
      out.add(new Snapshot(url, "series_observations." + s + ".json", kind));
    }
    return out;
  }
}
