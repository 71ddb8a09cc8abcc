package dev.openmarkets.dataset;


/** The kinds of request parameter a dataset may declare; each has one parser in the answer path (answer/ParamParser). */
public enum ParamType {
  /** free text, trimmed */
  STRING,
  /** a US ticker, normalised (upper case, BRK.B and BRK/B as BRK-B) */
  TICKER,
  /** a lower-case identifier from a path (slug, fund, currency) */
  SLUG,
  /** one of a fixed list of values (aliases allowed) */
  ENUM,
  INTEGER,
  /** a decimal number (BigDecimal) */
  DECIMAL,
  /** YYYY-MM-DD */
  DATE,
  /** YYYY-MM-DD or an ISO date-time */
  DATETIME,
  /** 1, 0, true, false */
  BOOLEAN
}
