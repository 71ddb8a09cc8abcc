package dev.openmarkets.macro.cot;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
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
 * The markets one COT file names, versioned (cot_markets): a new market gets its slug here, unique
 * across all markets, and is known from its earliest report's release; its name, exchange and group
 * follow the newest report of the most preferred kind (tff, disaggregated, legacy), so a change of
 * them is a new version known from when stored.
 */
final class CotMarkets {
  /** One market's row as the file makes it. firstReport: its earliest report date in the file. */
  record Market(String code, String slug, String aliases, String name, String exchange, String exchangeCode,
      String group, String kind, LocalDate firstReport) {
  }

  /** The stored market the file meets: its kind and the newest report date of that kind held. */
  private record Stored(String slug, String name, String exchange, String exchangeCode, String group, CotKind kind,
      LocalDate nameDate) {
  }

  private static final String CURRENT = """
      SELECT m.cftc_code, m.slug, m.name, m.exchange, m.exchange_code, m.market_group, m.report_kind,
             (SELECT max(r.report_date) FROM cot_reports r
              WHERE r.cftc_code = m.cftc_code AND r.report_kind = m.report_kind AND r.superseded_at IS NULL)
      FROM cot_markets m WHERE m.superseded_at IS NULL""";
  /**
   * A market first seen in a newer file, then given older reports (a backfill): its first version is
   * known from the earliest report's release, as a new market's would be.
   */
  private static final String EARLIER = """
      UPDATE cot_markets m SET known_at = u.known_at::timestamptz
      FROM unnest($1::text[], $2::text[]) AS u(code, known_at)
      WHERE m.cftc_code = u.code AND m.version_no = 1 AND m.known_at > u.known_at::timestamptz""";

  static final VersionedUpsert<Market> WRITER = VersionedUpsert.of("cot_markets", List.of("cftc_code"), List.of(
          col("cftc_code", "text", Market::code),
          col("slug", "text", Market::slug),
          col("aliases", "text[]", Market::aliases),
          col("name", "text", Market::name),
          col("exchange", "text", Market::exchange),
          col("exchange_code", "text", Market::exchangeCode),
          col("market_group", "text", Market::group),
          col("report_kind", "text", Market::kind)),
      KnownAt.scheduled((Market m) -> CotWriter.released(m.firstReport())))
      .withFields(Map.of("market_group", "group"));

  private CotMarkets() {
  }

  static Future<Void> write(SqlConnection conn, List<CotRow> rows, WriteContext ctx) {
    return conn.query(CURRENT).execute().compose(rs -> {
      Map<String, Stored> stored = new HashMap<>();
      for (Row r : rs) {
        stored.put(r.getString(0), new Stored(r.getString(1), r.getString(2), r.getString(3), r.getString(4),
            r.getString(5), CotKind.of(r.getString(6)), r.getLocalDate(7)));
      }
      List<Market> markets = merge(rows, stored);
      String[] codes = new String[markets.size()];
      String[] known = new String[markets.size()];
      for (int i = 0; i < codes.length; i++) {
        codes[i] = markets.get(i).code();
        known[i] = CotWriter.released(markets.get(i).firstReport()).toOffsetDateTime().toString();
      }
      return WRITER.write(conn, markets, ctx)
          .compose(v -> conn.preparedQuery(EARLIER).execute(Tuple.tuple().addArrayOfString(codes).addArrayOfString(known)))
          .mapEmpty();
    });
  }

  /** The file's markets as they are to be stored: the newest row of each, merged with what is held. */
  private static List<Market> merge(List<CotRow> rows, Map<String, Stored> stored) {
    Map<String, CotRow> newest = new LinkedHashMap<>();
    Map<String, LocalDate> first = new HashMap<>();
    for (CotRow r : rows) {
      newest.merge(r.cftcCode(), r, (a, b) -> b.reportDate().isAfter(a.reportDate()) ? b : a);
      first.merge(r.cftcCode(), r.reportDate(), (a, b) -> b.isBefore(a) ? b : a);
    }
    Set<String> taken = new HashSet<>();
    stored.values().forEach(s -> taken.add(s.slug()));
    List<Market> out = new ArrayList<>(newest.size());
    for (CotRow r : newest.values()) {
      Stored s = stored.get(r.cftcCode());
      String aliases = "{" + String.join(",", CotSlugs.aliases(r.cftcCode())) + "}";
      LocalDate firstReport = first.get(r.cftcCode());
      if (s == null) {
        String slug = newSlug(r, taken);
        taken.add(slug);
        out.add(fromFile(r, slug, aliases, r.kind(), firstReport));
      } else if (r.kind().preference < s.kind().preference) {
        out.add(fromFile(r, s.slug(), aliases, r.kind(), firstReport));
      } else if (r.kind() == s.kind() && (s.nameDate() == null || !r.reportDate().isBefore(s.nameDate()))) {
        out.add(fromFile(r, s.slug(), aliases, s.kind(), firstReport));
      } else {
        out.add(new Market(r.cftcCode(), s.slug(), aliases, s.name(), s.exchange(), s.exchangeCode(), s.group(),
            s.kind().code, firstReport));
      }
    }
    return out;
  }

  private static Market fromFile(CotRow r, String slug, String aliases, CotKind kind, LocalDate firstReport) {
    return new Market(r.cftcCode(), slug, aliases, r.marketName(), r.exchangeName(), r.exchangeCode(),
        CotGroups.of(r.subgroup(), r.marketName()), kind.code, firstReport);
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
}
