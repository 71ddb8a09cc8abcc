package dev.openmarkets.macro.cot;

/**
 * The long and short positions of every trader category, in row order, with the exact header of
 * each report kind that has it (null where the kind does not). The disaggregated file misspells
 * two of its swap columns with a double underscore; those are its real names.
 */
public enum CotPosition {
  DEALER_LONG("dealerLong", "Dealer_Positions_Long_All", null, null),
  DEALER_SHORT("dealerShort", "Dealer_Positions_Short_All", null, null),
  ASSET_MGR_LONG("assetMgrLong", "Asset_Mgr_Positions_Long_All", null, null),
  ASSET_MGR_SHORT("assetMgrShort", "Asset_Mgr_Positions_Short_All", null, null),
  LEV_FUND_LONG("levFundLong", "Lev_Money_Positions_Long_All", null, null),
  LEV_FUND_SHORT("levFundShort", "Lev_Money_Positions_Short_All", null, null),
  PROD_MERC_LONG("prodMercLong", null, "Prod_Merc_Positions_Long_All", null),
  PROD_MERC_SHORT("prodMercShort", null, "Prod_Merc_Positions_Short_All", null),
  SWAP_LONG("swapLong", null, "Swap_Positions_Long_All", null),
  SWAP_SHORT("swapShort", null, "Swap__Positions_Short_All", null),
  MANAGED_MONEY_LONG("managedMoneyLong", null, "M_Money_Positions_Long_All", null),
  MANAGED_MONEY_SHORT("managedMoneyShort", null, "M_Money_Positions_Short_All", null),
  COMMERCIAL_LONG("commercialLong", null, null, "Commercial Positions-Long (All)"),
  COMMERCIAL_SHORT("commercialShort", null, null, "Commercial Positions-Short (All)"),
  NON_COMMERCIAL_LONG("nonCommercialLong", null, null, "Noncommercial Positions-Long (All)"),
  NON_COMMERCIAL_SHORT("nonCommercialShort", null, null, "Noncommercial Positions-Short (All)"),
  OTHER_REPT_LONG("otherReptLong", "Other_Rept_Positions_Long_All", "Other_Rept_Positions_Long_All", null),
  OTHER_REPT_SHORT("otherReptShort", "Other_Rept_Positions_Short_All", "Other_Rept_Positions_Short_All", null),
  NON_REPT_LONG("nonReptLong", "NonRept_Positions_Long_All", "NonRept_Positions_Long_All",
      "Nonreportable Positions-Long (All)"),
  NON_REPT_SHORT("nonReptShort", "NonRept_Positions_Short_All", "NonRept_Positions_Short_All",
      "Nonreportable Positions-Short (All)");

  public final String field;
  private final String tff;
  private final String disaggregated;
  private final String legacy;

  CotPosition(String field, String tff, String disaggregated, String legacy) {
    this.field = field;
    this.tff = tff;
    this.disaggregated = disaggregated;
    this.legacy = legacy;
  }

  /** The header this kind prints the position under, or null when it has no such category. */
  public String header(CotKind kind) {
    return switch (kind) {
      case TFF -> tff;
      case DISAGGREGATED -> disaggregated;
      case LEGACY -> legacy;
    };
  }

  /** The table column: the field in snake case. */
  public String column() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
