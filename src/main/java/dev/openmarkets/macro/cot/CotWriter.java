package dev.openmarkets.macro.cot;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.util.CotSlugs;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes one COT file in its transaction: the markets it names (a new market gets its slug here,
 * unique across all markets), the reports (idempotent upsert on market, kind and date), then the
 * derived specNetChange and cotIndex of the affected markets and dates.
 */
final class CotWriter implements TableWriter<CotRow> {
  private static final String MARKETS = SqlResource.load(CotWriter.class, "cot-markets-upsert.sql");
  private static final String DERIVE = SqlResource.load(CotWriter.class, "cot-derive.sql");
  private static final UnnestUpsert<CotRow> REPORTS = reports();

  private static UnnestUpsert<CotRow> reports() {
    List<UnnestUpsert.Column<CotRow>> cols = new ArrayList<>();
    cols.add(col("cftc_code", "text", CotRow::cftcCode));
    cols.add(col("report_kind", "text", r -> r.kind().code));
    cols.add(col("report_date", "date", CotRow::reportDate));
    cols.add(col("open_interest", "bigint", CotRow::openInterest));
    for (CotPosition p : CotPosition.values()) {
      cols.add(col(p.column(), "bigint", r -> r.position(p)));
    }
    return new UnnestUpsert<>("cot_reports", List.of("cftc_code", "report_kind", "report_date"), cols);
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<CotRow> rows) {
    return conn.query("SELECT cftc_code, slug FROM cot_markets").execute()
        .compose(rs -> {
          Map<String, String> slugByCode = new HashMap<>();
          for (Row r : rs) {
            slugByCode.put(r.getString(0), r.getString(1));
          }
          return conn.preparedQuery(MARKETS).execute(markets(rows, slugByCode));
        })
        .compose(v -> REPORTS.write(conn, rows))
        .compose(counts -> derive(conn, rows).map(counts));
  }

  /** /cot/{slug} reads the same tables: its cached answers go with every COT file that changed rows. */
  @Override
  public Map<String, Long> alsoChanged(WriteCounts counts) {
    return Map.of("cot-market", (long) counts.inserted());
  }

  /** The newest row of each market in the file, with its slug (kept, or given now). */
  static Tuple markets(List<CotRow> rows, Map<String, String> slugByCode) {
    Map<String, CotRow> newest = new LinkedHashMap<>();
    for (CotRow r : rows) {
      newest.merge(r.cftcCode(), r, (a, b) -> b.reportDate().isAfter(a.reportDate()) ? b : a);
    }
    Set<String> taken = new HashSet<>(slugByCode.values());
    int n = newest.size();
    String[][] cols = new String[9][n];
    int i = 0;
    for (CotRow r : newest.values()) {
      String slug = slugByCode.get(r.cftcCode());
      if (slug == null) {
        slug = newSlug(r, taken);
        taken.add(slug);
      }
      cols[0][i] = r.cftcCode();
      cols[1][i] = slug;
      cols[2][i] = String.join(",", CotSlugs.aliases(r.cftcCode()));
      cols[3][i] = r.marketName();
      cols[4][i] = r.exchangeName();
      cols[5][i] = r.exchangeCode();
      cols[6][i] = CotGroups.of(r.subgroup(), r.marketName());
      cols[7][i] = r.kind().code;
      cols[8][i] = r.reportDate().toString();
      i++;
    }
    Tuple t = Tuple.tuple();
    for (String[] c : cols) {
      t.addArrayOfString(c);
    }
    return t;
  }

  /**
   * A pinned slug when the code has one; else the name's words; made unique by the exchange's
   * initials when another market has them (or they are a well-known market's slug or alias), then
   * by the contract code.
   */
  static String newSlug(CotRow r, Set<String> taken) {
    String pinned = CotSlugs.pinned(r.cftcCode());
    if (pinned != null && !taken.contains(pinned)) {
      return pinned;
    }
    String base = CotSlugs.natural(r.marketName());
    if (free(base, r, taken)) {
      return base;
    }
    String byExchange = base + "-" + CotSlugs.natural(r.exchangeCode());
    if (free(byExchange, r, taken)) {
      return byExchange;
    }
    return base + "-" + r.cftcCode().toLowerCase(Locale.ROOT);
  }

  private static boolean free(String slug, CotRow r, Set<String> taken) {
    return !taken.contains(slug) && !CotSlugs.reservedForOther(slug, r.cftcCode());
  }

  private static Future<Void> derive(SqlConnection conn, List<CotRow> rows) {
    Map<String, LocalDate[]> spans = new LinkedHashMap<>();
    for (CotRow r : rows) {
      LocalDate[] s = spans.computeIfAbsent(r.cftcCode() + "|" + r.kind().code,
          k -> new LocalDate[] {r.reportDate(), r.reportDate()});
      if (r.reportDate().isBefore(s[0])) {
        s[0] = r.reportDate();
      }
      if (r.reportDate().isAfter(s[1])) {
        s[1] = r.reportDate();
      }
    }
    if (spans.isEmpty()) {
      return Future.succeededFuture();
    }
    LocalDate from = spans.values().stream().map(s -> s[0]).min(LocalDate::compareTo).orElseThrow();
    LocalDate to = spans.values().stream().map(s -> s[1]).max(LocalDate::compareTo).orElseThrow();
    List<String> codes = new ArrayList<>();
    List<String> kinds = new ArrayList<>();
    for (String key : spans.keySet()) {
      int bar = key.indexOf('|');
      codes.add(key.substring(0, bar));
      kinds.add(key.substring(bar + 1));
    }
    return conn.preparedQuery(DERIVE)
        .execute(Tuple.of(codes.toArray(new String[0]), kinds.toArray(new String[0]), from, to))
        .mapEmpty();
  }
}
