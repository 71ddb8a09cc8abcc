package dev.openmarkets.sec;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.sec.edgar.Backfill;
import dev.openmarkets.sec.edgar.EdgarDocumentsPoller;
import dev.openmarkets.sec.edgar.EdgarPoller;
import dev.openmarkets.sec.edgar.IndexPoller;
import dev.openmarkets.sec.edgar.TickersPoller;
import dev.openmarkets.sec.funds.TrackedFunds;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * The EDGAR pollers of the enabled upstreams, on the one queue of the SEC host (see {@link EdgarPoller}):
 * sec-edgar-tickers (company_tickers.json), sec-edgar-index (daily and quarterly form indexes)
 * and sec-edgar-filings (the listed filings' documents, {@link EdgarDocumentsPoller}).
 */
public final class EdgarPollers {
  public static final String TICKERS = "sec-edgar-tickers";
  public static final String INDEX = "sec-edgar-index";
  public static final String FILINGS = "sec-edgar-filings";

  private EdgarPollers() {
  }

  public static List<Deployable> create(AppConfig config, Pool pool, TrackedFunds funds) {
    List<Deployable> out = new ArrayList<>();
    UpstreamConfig tickers = config.upstream(TICKERS);
    if (tickers.enabled()) {
      out.add(new TickersPoller(tickers, pool));
    }
    UpstreamConfig index = config.upstream(INDEX);
    if (index.enabled()) {
      out.add(new IndexPoller(index, pool, Backfill.fromConfig(config.raw(), LocalDate.now(config.clock())),
          config.clock()));
    }
    UpstreamConfig filings = config.upstream(FILINGS);
    if (filings.enabled()) {
      out.add(new EdgarDocumentsPoller(filings, pool, new FundAndInsiderDocuments(filings.baseUrl(), funds)));
    }
    return out;
  }
}
