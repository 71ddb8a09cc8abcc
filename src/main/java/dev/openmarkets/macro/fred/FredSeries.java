package dev.openmarkets.macro.fred;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The FRED series the one FRED poller fetches: the "series" array of upstream "fred" in the
 * configuration (default the eight of fed-liquidity; other families add theirs there), each as
 * FRED's keyless CSV, baseUrl?id=SERIES, every poll.
 */
public final class FredSeries implements BiFunction<UpstreamConfig, Instant, List<Snapshot>> {
  /** fed-liquidity's series and the unit FRED publishes each in. */
  public static final Map<String, String> FED_LIQUIDITY_UNITS = Map.of(
      "WALCL", "millions of USD", "WTREGEN", "billions of USD", "RRPONTSYD", "billions of USD",
      "WRESBAL", "millions of USD", "SOFR", "percent", "EFFR", "percent", "IORB", "percent",
      "WSHOSHO", "millions of USD");
  public static final List<String> DEFAULT = List.of("WALCL", "WTREGEN", "RRPONTSYD", "WRESBAL", "SOFR", "EFFR",
      "IORB", "WSHOSHO");

  private final List<String> series;
  private final FileKind<FredObservation> kind;

  public FredSeries(List<String> series, FileKind<FredObservation> kind) {
    this.series = series;
    this.kind = kind;
  }

  /** The configured series ids (upstreams.fred.series), or the default eight. */
  public static List<String> configured(AppConfig config) {
    JsonObject fred = config.raw().getJsonObject("upstreams", new JsonObject()).getJsonObject("fred");
    JsonArray arr = fred == null ? null : fred.getJsonArray("series");
    if (arr == null || arr.isEmpty()) {
      return DEFAULT;
    }
    List<String> out = new ArrayList<>();
    arr.forEach(o -> out.add(o.toString().trim()));
    return out;
  }

  @Override
  public List<Snapshot> apply(UpstreamConfig config, Instant now) {
    List<Snapshot> out = new ArrayList<>();
    for (String s : series) {
      String url = config.baseUrl() + "?id=" + URLEncoder.encode(s, StandardCharsets.UTF_8);
      out.add(new Snapshot(url, "fredgraph." + s + ".csv", kind));
    }
    return out;
  }
}
