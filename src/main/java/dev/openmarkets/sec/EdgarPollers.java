package dev.openmarkets.sec;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.ingest.poll.Upstream;
import dev.openmarkets.sec.edgar.Backfill;
import dev.openmarkets.sec.edgar.EdgarDocumentsPoller;
import dev.openmarkets.sec.edgar.EdgarPoller;
import dev.openmarkets.sec.edgar.IndexPoller;
import dev.openmarkets.sec.edgar.TickersPoller;
import dev.openmarkets.sec.funds.TrackedFunds;
import java.time.LocalDate;
import java.util.List;

/**
 * The EDGAR upstreams of the sec family, on the one queue of the SEC host (see {@link EdgarPoller}):
 * sec-edgar-tickers (company_tickers.json), sec-edgar-index (daily and quarterly form indexes)
 * and sec-edgar-filings (the listed filings' documents, {@link EdgarDocumentsPoller}).
 */
public final class EdgarPollers {
  public static final String TICKERS = "sec-edgar-tickers";
  public static final String INDEX = "sec-edgar-index";
  public static final String FILINGS = "sec-edgar-filings";

  private EdgarPollers() {
  }

  /** The three upstreams in pipeline order; their pollers read "today" from the configuration's clock. */
  public static List<Upstream> upstreams(AppConfig config, TrackedFunds funds) {
    return List.of(
        Upstream.of(TICKERS, (cfg, pool, clock) -> new TickersPoller(cfg, pool)),
        Upstream.of(INDEX, (cfg, pool, clock) -> new IndexPoller(cfg, pool, SecKinds.FORMS,
            Backfill.fromConfig(config.raw(), LocalDate.now(config.clock())), config.clock())),
        Upstream.of(FILINGS, (cfg, pool, clock) -> new EdgarDocumentsPoller(cfg, pool,
            new FundAndInsiderDocuments(cfg.baseUrl(), funds))));
  }
}
