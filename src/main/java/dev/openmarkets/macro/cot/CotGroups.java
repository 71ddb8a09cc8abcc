package dev.openmarkets.macro.cot;

import java.util.List;
import java.util.Locale;

/**
 * The `group` of a market: from the CFTC subgroup code the TFF and disaggregated files print
 * (F10/F15 currencies, F20 equities, F30/F33/F50 rates, F84/F85 crypto, A.. agriculture,
 * N10/N13/N16 energy), else from words of its name (the legacy file has no subgroup), else other.
 */
public final class CotGroups {
  public static final List<String> ALL = List.of("currencies", "rates", "equities", "energy", "metals",
      "agriculture", "crypto", "other");

  private CotGroups() {
  }

  public static String of(String subgroup, String marketName) {
    String sg = subgroup == null ? "" : subgroup.toUpperCase(Locale.ROOT);
    switch (sg) {
      case "F10", "F15":
        return "currencies";
      case "F20":
        return "equities";
      case "F30", "F33", "F50":
        return "rates";
      case "F84", "F85":
        return "crypto";
      case "N10", "N13", "N16":
        return "energy";
      default:
        break;
    }
    if (sg.startsWith("A")) {
      return "agriculture";
    }
    String byName = byName(marketName.toUpperCase(Locale.ROOT));
    if (sg.startsWith("F") && !byName.equals("metals")) {
      return sg.equals("F90") || byName.equals("other") ? "other" : byName;
    }
    return byName;
  }

  private static String byName(String n) {
    if (any(n, "GOLD", "SILVER", "COPPER", "PLATINUM", "PALLADIUM", "ALUMINUM", "ALUMINIUM", "STEEL", "ZINC",
        "NICKEL", "LITHIUM", "COBALT", "IRON ORE")) {
      return "metals";
    }
    if (any(n, "BITCOIN", "ETHER", "SOLANA", "XRP", "LITECOIN", "DOGECOIN")) {
      return "crypto";
    }
    if (any(n, "CRUDE", "WTI", "BRENT", "NATURAL GAS", "NAT GAS", "GASOLINE", "HEATING OIL", "ULSD", "DIESEL",
        "ETHANOL", "PROPANE", "COAL", "ELECTRICITY", "FUEL", "BUTANE", "NAPHTHA")) {
      return "energy";
    }
    if (any(n, "WHEAT", "CORN", "SOYBEAN", "OATS", "RICE", "COTTON", "SUGAR", "COFFEE", "COCOA", "CATTLE", "HOGS",
        "MILK", "CHEESE", "BUTTER", "ORANGE JUICE", "CANOLA", "WHEY")) {
      return "agriculture";
    }
    if (any(n, "TREASURY", "UST ", "T-NOTE", "T-BOND", "EURODOLLAR", "SOFR", "FED FUNDS", "SWAP", "INTEREST RATE")) {
      return "rates";
    }
    if (any(n, "S&P", "NASDAQ", "DJIA", "DOW JONES", "RUSSELL", "NIKKEI", "STOCK INDEX", "MSCI")) {
      return "equities";
    }
    if (any(n, "DOLLAR", "EURO FX", "YEN", "POUND", "FRANC", "PESO", "REAL", "RAND")) {
      return "currencies";
    }
    return "other";
  }

  private static boolean any(String n, String... words) {
    for (String w : words) {
      if (n.contains(w)) {
        return true;
      }
    }
    return false;
  }
}
