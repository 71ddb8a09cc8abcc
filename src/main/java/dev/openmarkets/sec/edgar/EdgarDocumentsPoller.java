package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Snapshot;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Fetches the documents of the filings a daily index queued, for any family: the queue says which
 * filings are pending and which document of each to read (see {@link Queue}). Newest first, a
 * batch per poll, the next poll at once while filings are left. A document that was offered
 * (loaded or rejected, see /stats) is not fetched again; one EDGAR does not serve is skipped until
 * the process restarts rather than asked every poll.
 */
public final class EdgarDocumentsPoller extends EdgarPoller {
  /** One pending filing's document: where it is, the name it is recorded under, the kind that reads it. */
  public record Document(String accessionNo, String url, String fileName, FileKind<?> kind) {
  }

  /** A family's queue of filings: its pending documents, now and for a backfill's range. */
  public interface Queue {
    /** The most documents a poll fetches. */
    int batch();

    /** The newest pending filings, at most batch, but those EDGAR did not serve. */
    Future<RowSet<Row>> pending(Pool pool, String[] missing, int batch);

    /** The filings of from..to, oldest first, that a backfill fetches. */
    Future<RowSet<Row>> pendingBetween(Pool pool, LocalDate from, LocalDate to);

    /** The document of a pending row. */
    Document document(Row row);

    /** The dataset whose documents a backfill of the given dataset fetches. */
    String feeding(String dataset);
  }

  private final Queue queue;
  private final Set<String> missing = new HashSet<>();

  public EdgarDocumentsPoller(UpstreamConfig config, Pool pool, Queue queue) {
    super(config, pool);
    this.queue = queue;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return queue.pending(pool, missing.toArray(new String[0]), queue.batch()).compose(rows -> {
      List<Document> pending = new ArrayList<>();
      for (Row r : rows) {
        pending.add(queue.document(r));
      }
      return fetch(pending, 0, PollOutcome.NOTHING)
          .map(acc -> acc.error() == null ? acc.withMore(pending.size() == queue.batch()) : acc);
    });
  }

  /** No requests of its own: after the index history queued the range's filings, their documents that feed the dataset. */
  @Override
  public History history(String dataset) {
    String wanted = queue.feeding(dataset);
    return new EdgarHistory() {
      @Override
      public List<Snapshot> requests(LocalDate from, LocalDate to) {
        return List.of();
      }

      @Override
      public Future<List<Snapshot>> followUps(Pool pool, LocalDate from, LocalDate to) {
        return queue.pendingBetween(pool, from, to).map(rows -> {
          List<Snapshot> out = new ArrayList<>();
          for (Row r : rows) {
            Document d = queue.document(r);
            if (d.kind() != null && d.kind().dataset().equals(wanted)) {
              out.add(new Snapshot(d.url(), d.fileName(), d.kind()));
            }
          }
          return out;
        });
      }
    };
  }

  private Future<PollOutcome> fetch(List<Document> pending, int i, PollOutcome acc) {
    if (i >= pending.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    Document d = pending.get(i);
    // a document that does not parse is recorded as rejected (see /stats) and not fetched again
    return document(d.url(), d.kind(), d.fileName()).map(o -> {
      if (o.missing()) {
        missing.add(d.accessionNo());
      }
      return counted(o, acc, false);
    }).compose(next -> next.error() != null ? Future.succeededFuture(next) : fetch(pending, i + 1, next));
  }
}
