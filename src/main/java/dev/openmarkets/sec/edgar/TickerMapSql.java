package dev.openmarkets.sec.edgar;

import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlResource;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A dataset's SQL that reads the SEC ticker map (a symbol's CIK, a CIK's primary ticker), in two
 * forms: without asOf the current map (the sec_tickers view, read through its partial indexes of
 * current rows, so the plan stays the one from before point in time); with asOf the map as it
 * was at that moment (sec_identifiers' ticker versions, as sec_tickers_at of V30 reads them), so
 * a ticker that moved to another company resolves to the company it meant then. The map's history
 * begins when this service first stored a ticker: asked for a moment before that, a ticker is its
 * first known version (else every answer about the years before the service existed, which
 * filings and company facts give, would find no company). Every sec_tickers read carries an alias.
 */
public record TickerMapSql(String current, String asOf) {
  /**
   * The 404 check of a ticker as of a moment (the value as $1): listed by the map of that moment, or
   * before the map's history begins by the map at all (the form a ticker is resolved by then).
   */
  public static final String KNOWN_AS_OF = SqlResource.load(TickerMapSql.class, "ticker-known-asof.sql");
  private static final Pattern VIEW = Pattern.compile("\\bsec_tickers\\b");
  /** The moment a ticker version v is read at: asOf, or the ticker's first known version's time if later. */
  private static final String AT = "greatest(" + PointInTime.MOMENT + ", (SELECT min(f.known_at) FROM sec_identifiers f"
      + " WHERE f.kind = 'ticker' AND f.value = v.value))";
  private static final String MAP_AT = "(SELECT v.value AS ticker, v.cik, v.title, v.position FROM sec_identifiers v"
      + " WHERE v.kind = 'ticker' AND v.known_at <= " + AT + " AND (v.superseded_at IS NULL OR v.superseded_at > " + AT
      + "))";

  /** sql as written (reading sec_tickers), and the same reading the map at the moment asked. */
  public static TickerMapSql of(String sql) {
    return new TickerMapSql(sql, VIEW.matcher(sql).replaceAll(Matcher.quoteReplacement(MAP_AT)));
  }

  /** The form for a request: the map at its asOf, else the current one. */
  public String sql(Params p) {
    return p.asOf() == null ? current : asOf;
  }
}
