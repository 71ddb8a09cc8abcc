package dev.openmarkets.analytics.etf;

import dev.openmarkets.analytics.upstream.FileNames;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import java.time.Instant;
import java.util.List;

/**
 * The documents of one ETF poll: each configured fund's holdings file at its issuer's upstream,
 * (a path under its baseUrl, or an absolute URL for issuers with a site per fund), or Kraken's
 * daily candles for each coin. Names carry the fund or pair and the poll time.
 */
public final class EtfDocuments {
  /** Kraken pairs of the coins whose closes value the funds. */
  static final List<String> PAIRS = List.of("XBTUSD", "ETHUSD");

  private EtfDocuments() {
  }

  public static List<Snapshot> holdings(UpstreamConfig cfg, Instant now, EtfFunds funds, FileKind<HoldingRow> kind) {
    String stamp = FileNames.stamp(now);
    return funds.polledBy(cfg.name()).stream()
        .map(f -> new Snapshot(f.path().startsWith("http") ? f.path() : cfg.baseUrl() + f.path(), f.ticker() + "_holdings_" + stamp + ".csv", kind))
        .toList();
  }

  public static List<Snapshot> closes(UpstreamConfig cfg, Instant now, FileKind<DailyClose> kind) {
    String stamp = FileNames.stamp(now);
    return PAIRS.stream()
        .map(p -> new Snapshot(cfg.baseUrl() + cfg.pathTemplate().replace("{pair}", p),
            "kraken-ohlc-" + p + "-" + stamp + ".json", kind))
        .toList();
  }
}
