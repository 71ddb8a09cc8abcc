package dev.openmarkets.sec.facts;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.sec.edgar.Ciks;
import dev.openmarkets.sec.edgar.CompanySubmissions;
import dev.openmarkets.sec.edgar.EdgarPoller;
import dev.openmarkets.sec.edgar.FilingRef;
import dev.openmarkets.sec.edgar.SubmissionsParser;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;

/**
 * For each tracked bitcoin holder: reads its submissions JSON (submissionsBase +
 * /submissions/CIK##########.json) for the latest 10-Q or 10-K, and fetches that filing's XBRL
 * instance (baseUrl + pathTemplate with {cik}, {accessionNoDashes} and {document}; EDGAR names the
 * instance extracted from inline XBRL after the primary document: mstr-20250930.htm ->
 * mstr-20250930_htm.xml) once, loaded as ACCESSION_DOCUMENT. Two requests per holder per poll.
 */
final class InstancePoller extends EdgarPoller {
  private final TrackedCompanies tracked;
  private final String submissionsBase;

  InstancePoller(UpstreamConfig config, Pool pool, TrackedCompanies tracked,
      String submissionsBase) {
    super(config, pool);
    this.tracked = tracked;
    this.submissionsBase = submissionsBase;
  }

  /** The instance document of an inline XBRL primary document, or null for other documents. */
  static String instanceName(String primaryDocument) {
    if (primaryDocument == null || !primaryDocument.toLowerCase(java.util.Locale.ROOT).endsWith(".htm")) {
      return null;
    }
    String base = primaryDocument.substring(primaryDocument.lastIndexOf('/') + 1);
    return base.substring(0, base.length() - 4) + "_htm.xml";
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return pool.preparedQuery("SELECT DISTINCT cik FROM sec_tickers WHERE ticker = ANY($1::text[]) ORDER BY cik")
        .execute(Tuple.of(tracked.bitcoinHolders().toArray(String[]::new)))
        .compose(rows -> {
          List<String> ciks = new ArrayList<>();
          for (Row r : rows) {
            ciks.add(r.getString(0));
          }
          return each(ciks, 0, PollOutcome.NOTHING);
        });
  }

  private Future<PollOutcome> each(List<String> ciks, int i, PollOutcome acc) {
    if (i >= ciks.size()) {
      return Future.succeededFuture(acc);
    }
    String cik = ciks.get(i);
    String url = submissionsBase + "/submissions/CIK" + cik + ".json";
    return answer(url).compose(o -> {
      if (!o.loaded()) {
        return Future.succeededFuture(counted(o, acc, true));
      }
      byte[] body = o.body();
      // parsed on a worker: the event loop only routes
      return vertx.executeBlocking(() -> latestPeriodic(new SubmissionsParser().parseCompany(
          new UpstreamFile("CIK" + cik + ".json", body))), false)
          .compose(latest -> {
            String doc = latest == null ? null : instanceName(latest.primaryDocument());
            return doc == null ? Future.succeededFuture(acc) : instance(cik, latest.accessionNumber(), doc, acc);
          }, err -> Future.succeededFuture(acc.failed("submissions of " + cik + ": " + err.getMessage(), 0)));
    }).compose(next -> next.error() != null ? Future.succeededFuture(next) : each(ciks, i + 1, next));
  }

  static FilingRef latestPeriodic(CompanySubmissions s) {
    FilingRef best = null;
    for (FilingRef f : s.filings()) {
      if (("10-Q".equals(f.form()) || "10-K".equals(f.form()))
          && (best == null || f.filingDate().isAfter(best.filingDate()))) {
        best = f;
      }
    }
    return best;
  }

  private Future<PollOutcome> instance(String cik, String accession, String doc, PollOutcome acc) {
    String name = accession + "_" + doc;
    String url = config.baseUrl() + config.pathTemplate().replace("{cik}", Ciks.unpadded(cik))
        .replace("{accessionNoDashes}", accession.replace("-", "")).replace("{document}", doc);
    return pool.preparedQuery("SELECT 1 FROM ingest_files WHERE name = $1 LIMIT 1").execute(Tuple.of(name))
        .compose(done -> done.size() > 0 ? Future.succeededFuture(acc)
            : document(url, FactsKinds.INSTANCE, name).map(o -> counted(o, acc, false)));
  }
}
