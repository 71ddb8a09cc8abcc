package dev.openmarkets.sec.filings.edgar;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.sec.edgar.EdgarDocumentsPoller;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.util.ArrayList;
import java.util.List;

/**
 * The family's EDGAR pollers, on the one queue of the SEC host they share with the sec
 * family: sec-filings-index (daily form indexes) and sec-filings-documents (the listed filings'
 * documents).
 */
public final class FilingsPollers {
  private FilingsPollers() {
  }

  public static List<Deployable> create(AppConfig config, Pool pool) {
    List<Deployable> out = new ArrayList<>();
    UpstreamConfig index = config.upstream(FilingsNames.UPSTREAM_INDEX);
    if (index.enabled()) {
      out.add(new FilingsIndexPoller(index, pool, config.clock()));
    }
    UpstreamConfig docs = config.upstream(FilingsNames.UPSTREAM_DOCUMENTS);
    if (docs.enabled()) {
      out.add(new EdgarDocumentsPoller(docs, pool, new FilingDocuments(docs.baseUrl())));
    }
    return out;
  }
}
