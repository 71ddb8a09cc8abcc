package dev.openmarkets.macro.cot;

import java.time.LocalDate;

/**
 * One market on one report date from one CFTC report: identity as printed (name, exchange
 * initials, CFTC subgroup when the kind has one) and the positions indexed by
 * {@link CotPosition#ordinal()}, null where the kind has no such category or the cell is blank.
 */
public record CotRow(CotKind kind, String cftcCode, String name, String exchangeCode, String subgroup,
    LocalDate reportDate, Long openInterest, Long[] positions) {

  public Long position(CotPosition p) {
    return positions[p.ordinal()];
  }

  /** The market name before " - " (the exchange follows it). */
  public String marketName() {
    int dash = name.lastIndexOf(" - ");
    return (dash > 0 ? name.substring(0, dash) : name).trim();
  }

  /** The exchange's name after the last " - ". */
  public String exchangeName() {
    int dash = name.lastIndexOf(" - ");
    return dash > 0 ? name.substring(dash + 3).trim() : exchangeCode;
  }
}
