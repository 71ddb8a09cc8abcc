package dev.openmarkets.sec.filings.edgar;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.ingest.poll.Upstream;
import dev.openmarkets.sec.edgar.EdgarDocumentsPoller;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import java.util.List;

/**
 * The family's EDGAR upstreams, on the one queue of the SEC host they share with the sec
 * family: sec-filings-index (daily form indexes) and sec-filings-documents (the listed filings'
 * documents).
 */
public final class FilingsPollers {
  private FilingsPollers() {
  }

  /** The index first, then the documents it queues; the pollers read "today" from the configuration's clock. */
  public static List<Upstream> upstreams(AppConfig config) {
    return List.of(
        Upstream.of(FilingsNames.UPSTREAM_INDEX, (cfg, pool, clock) -> new FilingsIndexPoller(cfg, pool, config.clock())),
        Upstream.of(FilingsNames.UPSTREAM_DOCUMENTS, (cfg, pool, clock) -> new EdgarDocumentsPoller(cfg, pool,
            new FilingDocuments(cfg.baseUrl()))));
  }
}
