package dev.openmarkets.macro.cot;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Small COT files in the CFTC's own layouts for tests: only the columns the parser reads, under
 * their exact upstream names, numbers right-aligned with leading spaces, CRLF.
 */
final class CotFiles {
  static final String TFF_HEADER = "\"Market_and_Exchange_Names\",\"As_of_Date_In_Form_YYMMDD\",\"Report_Date_as_YYYY-MM-DD\","
      + "\"CFTC_Contract_Market_Code\",\"CFTC_Market_Code\",\"Open_Interest_All\",\"Dealer_Positions_Long_All\","
      + "\"Dealer_Positions_Short_All\",\"Asset_Mgr_Positions_Long_All\",\"Asset_Mgr_Positions_Short_All\","
      + "\"Lev_Money_Positions_Long_All\",\"Lev_Money_Positions_Short_All\",\"Other_Rept_Positions_Long_All\","
      + "\"Other_Rept_Positions_Short_All\",\"NonRept_Positions_Long_All\",\"NonRept_Positions_Short_All\","
      + "\"Contract_Units\",\"CFTC_SubGroup_Code\",\"FutOnly_or_Combined\"";
  static final String DISAGG_HEADER = "\"Market_and_Exchange_Names\",\"Report_Date_as_YYYY-MM-DD\","
      + "\"CFTC_Contract_Market_Code\",\"CFTC_Market_Code\",\"Open_Interest_All\",\"Prod_Merc_Positions_Long_All\","
      + "\"Prod_Merc_Positions_Short_All\",\"Swap_Positions_Long_All\",\"Swap__Positions_Short_All\","
      + "\"M_Money_Positions_Long_All\",\"M_Money_Positions_Short_All\",\"Other_Rept_Positions_Long_All\","
      + "\"Other_Rept_Positions_Short_All\",\"NonRept_Positions_Long_All\",\"NonRept_Positions_Short_All\","
      + "\"CFTC_SubGroup_Code\",\"FutOnly_or_Combined\"";
  static final String LEGACY_HEADER = "\"Market and Exchange Names\",\"As of Date in Form YYMMDD\","
      + "\"As of Date in Form YYYY-MM-DD\",\"CFTC Contract Market Code\",\"CFTC Market Code in Initials\","
      + "\"Open Interest (All)\",\"Noncommercial Positions-Long (All)\",\"Noncommercial Positions-Short (All)\","
      + "\"Noncommercial Positions-Spreading (All)\",\"Commercial Positions-Long (All)\","
      + "\"Commercial Positions-Short (All)\",\" Total Reportable Positions-Long (All)\","
      + "\"Nonreportable Positions-Long (All)\",\"Nonreportable Positions-Short (All)\"";

  private CotFiles() {
  }

  static String n(long v) {
    return String.format("%8d", v);
  }

  /** A TFF line: open interest, then lev long/short; other categories fixed small numbers. */
  static String tff(String name, String code, String exch, String subgroup, LocalDate d, long oi, long levLong,
      long levShort) {
    return String.join(",", "\"" + name + "\"", d.toString().replace("-", "").substring(2), d.toString(),
        code, exch + " ", n(oi), n(1000), n(2000), n(3000), n(4000), n(levLong), n(levShort), n(50), n(60),
        n(70), n(80), "\"(CONTRACTS OF 1,000 UNITS)\"", "\"" + subgroup + "\"", "\"FutOnly\"");
  }

  static String disagg(String name, String code, String exch, String subgroup, LocalDate d, long oi, long mmLong,
      long mmShort) {
    return String.join(",", "\"" + name + "\"", d.toString(), code, exch + " ", n(oi), n(11), n(12), n(13), n(14),
        n(mmLong), n(mmShort), n(15), n(16), n(17), n(18), "\"" + subgroup + "\"", "\"FutOnly\"");
  }

  static String legacy(String name, String code, String exch, LocalDate d, long oi, long ncLong, long ncShort) {
    return String.join(",", "\"" + name + "\"", d.toString().replace("-", "").substring(2), d.toString(), code,
        exch + " ", n(oi), n(ncLong), n(ncShort), n(5), n(21), n(22), n(23), n(24), n(25));
  }

  static String file(String header, List<String> lines) {
    List<String> all = new ArrayList<>();
    all.add(header);
    all.addAll(lines);
    return String.join("\r\n", all) + "\r\n";
  }
}
