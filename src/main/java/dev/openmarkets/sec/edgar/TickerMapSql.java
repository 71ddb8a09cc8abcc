package dev.openmarkets.sec.edgar;

import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A dataset's SQL that reads the SEC ticker map (a symbol's CIK, a CIK's primary ticker), in two
 * forms: without asOf the current map (the sec_tickers view, read through its partial indexes of
 * current rows, so the plan stays the one from before point in time); with asOf the map as it
 * was at that moment (sec_tickers_at($asOf), V30), so a ticker that moved to another company
 * resolves to the company it meant then.
 */
public record TickerMapSql(String current, String asOf) {
  private static final Pattern VIEW = Pattern.compile("\\bsec_tickers\\b");

  /** sql as written (reading sec_tickers), and the same reading the map at the moment asked. */
  public static TickerMapSql of(String sql) {
    return new TickerMapSql(sql,
        VIEW.matcher(sql).replaceAll(Matcher.quoteReplacement("sec_tickers_at(" + PointInTime.MOMENT + ")")));
  }

  /** The form for a request: the map at its asOf, else the current one. */
  public String sql(Params p) {
    return p.asOf() == null ? current : asOf;
  }
}
