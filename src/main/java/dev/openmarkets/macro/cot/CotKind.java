package dev.openmarkets.macro.cot;

/**
 * The three CFTC report kinds, each recognised by a header column only it has, with its common
 * columns' exact header names (the legacy file spells them in words, the others in snake case)
 * and its preference when one market appears in several kinds (lower wins).
 */
public enum CotKind {
  TFF("tff", "Lev_Money_Positions_Long_All", 0),
  DISAGGREGATED("disaggregated", "M_Money_Positions_Long_All", 1),
  LEGACY("legacy", "Noncommercial Positions-Long (All)", 2);

  public final String code;
  final String marker;
  public final int preference;

  CotKind(String code, String marker, int preference) {
    this.code = code;
    this.marker = marker;
    this.preference = preference;
  }

  String nameColumn() {
    return this == LEGACY ? "Market and Exchange Names" : "Market_and_Exchange_Names";
  }

  String dateColumn() {
    return this == LEGACY ? "As of Date in Form YYYY-MM-DD" : "Report_Date_as_YYYY-MM-DD";
  }

  String codeColumn() {
    return this == LEGACY ? "CFTC Contract Market Code" : "CFTC_Contract_Market_Code";
  }

  String exchangeColumn() {
    return this == LEGACY ? "CFTC Market Code in Initials" : "CFTC_Market_Code";
  }

  String openInterestColumn() {
    return this == LEGACY ? "Open Interest (All)" : "Open_Interest_All";
  }

  static CotKind of(String code) {
    for (CotKind k : values()) {
      if (k.code.equals(code)) {
        return k;
      }
    }
    throw new IllegalArgumentException(code);
  }
}
