package dev.openmarkets.sec.edgar;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The writers of sec_identifiers (docs/point-in-time.md §5), inside the file's transaction. The
 * ticker map: a ticker new to a CIK is a version known when first stored (company_tickers.json
 * states no time), and one a later file no longer names is closed then, so a ticker that moved
 * to another CIK ends on the old one where it starts on the new. Names: each name a submissions
 * JSON states over its own interval, which "close the changed, insert the new" cannot express.
 */
public final class IdentifierWriters {
  private static final String POSITIONS = SqlResource.load(IdentifierWriters.class, "ticker-positions.sql");
  private static final String NAMES_CLOSE = SqlResource.load(IdentifierWriters.class, "names-close.sql");
  private static final String NAMES_INSERT = SqlResource.load(IdentifierWriters.class, "names-insert.sql");

  // position is left out: the file's market-cap order shifts daily and is no new version (POSITIONS)
  private static final VersionedUpsert<TickerRow> TICKER_VERSIONS = VersionedUpsert.of("sec_identifiers",
      List.of("kind", "value", "cik"), List.of(
          col("kind", "text", r -> "ticker"),
          col("value", "text", TickerRow::ticker),
          col("cik", "text", TickerRow::cik),
          col("title", "text", TickerRow::title)), KnownAt.firstStored())
      // the revisions' key names the ticker as the revisions list's symbol filter reads it
      .withFields(Map.of("value", "ticker"));

  private IdentifierWriters() {
  }

  /**
   * A whole company_tickers.json: closes the tickers it no longer names (deleted), writes versions
   * of the ones it does (a new title is updated), then their positions. A position that alone moved
   * is no change: answers read positions only to order one CIK's tickers, and the file's daily
   * market-cap shuffle would otherwise touch every SEC dataset each day.
   */
  static Future<WriteCounts> writeTickers(SqlConnection conn, List<TickerRow> rows, WriteContext ctx) {
    return TICKER_VERSIONS.closeMissing(conn, List.of("kind"), rows, null, ctx)
        .compose(closed -> TICKER_VERSIONS.write(conn, rows, ctx)
            .compose(v -> positions(conn, rows).map(x ->
                new WriteCounts(v.total(), v.inserted(), v.updated(), v.unchanged(), closed))));
  }

  /** Sets the current versions' positions in the file. */
  private static Future<Void> positions(SqlConnection conn, List<TickerRow> rows) {
    String[] tickers = new String[rows.size()];
    String[] ciks = new String[rows.size()];
    Integer[] positions = new Integer[rows.size()];
    for (int i = 0; i < tickers.length; i++) {
      tickers[i] = rows.get(i).ticker();
      ciks[i] = rows.get(i).cik();
      positions[i] = rows.get(i).position();
    }
    return conn.preparedQuery(POSITIONS).execute(Tuple.of(tickers, ciks, positions)).mapEmpty();
  }

  /** A submissions JSON: its filings, then the company's names, which name the load (ctx) as their source. */
  static Future<WriteCounts> writeSubmissions(SqlConnection conn, List<SubmissionsRow> rows, WriteContext ctx) {
    List<FilingRow> filings = new ArrayList<>();
    List<CompanyName> names = new ArrayList<>();
    for (SubmissionsRow r : rows) {
      if (r instanceof FilingRow f) {
        filings.add(f);
      } else if (r instanceof CompanyName n) {
        names.add(n);
      }
    }
    Future<WriteCounts> written = filings.isEmpty() ? Future.succeededFuture(WriteCounts.NONE)
        : FilingsWriters.FILINGS.write(conn, filings);
    return written.compose(f -> writeNames(conn, names, ctx).map(f::plus));
  }

  /**
   * Names with their stated intervals: the company's current names the file no longer gives as
   * current are closed (deleted), then each interval not already held is inserted. The same file
   * again changes nothing.
   */
  static Future<WriteCounts> writeNames(SqlConnection conn, List<CompanyName> names, WriteContext ctx) {
    if (names.isEmpty()) {
      return Future.succeededFuture(WriteCounts.NONE);
    }
    int n = names.size();
    String[] ciks = new String[n];
    String[] values = new String[n];
    String[] froms = new String[n];
    String[] tos = new String[n];
    for (int i = 0; i < n; i++) {
      CompanyName c = names.get(i);
      ciks[i] = c.cik();
      values[i] = c.name();
      froms[i] = text(c.from());
      tos[i] = text(c.to());
    }
    return conn.preparedQuery(NAMES_CLOSE).execute(Tuple.of(ciks, values, tos))
        .map(rs -> (int) (long) rs.iterator().next().getLong(0))
        .compose(closed -> conn.preparedQuery(NAMES_INSERT).execute(Tuple.of(ciks, values, froms, tos, ctx.fileId()))
            .map(rs -> new WriteCounts(n, rs.rowCount(), 0, n - rs.rowCount(), closed)));
  }

  private static String text(Instant t) {
    return t == null ? null : t.toString();
  }
}
