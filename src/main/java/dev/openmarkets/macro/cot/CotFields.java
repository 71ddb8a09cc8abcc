package dev.openmarkets.macro.cot;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.util.CotSlugs;

/** The row fields and formula notes both COT endpoints share, in order. */
final class CotFields {
  private CotFields() {
  }

  static final String KNOWN_AT_DOC = "the latest knownAt of what the row is read from. A report is known at its "
      + "release, Friday 15:30 New York for the Tuesday before (report date + 3 days), or when this service first "
      + "stored it if that was earlier (a holiday week publishes later); a revised report from when this service "
      + "first stored the revision. The row's specNetChange and cotIndex add the reports they read (the previous "
      + "report, the 156-week window), and the market's name and group add the market's knownAt (its first "
      + "report's release; a later name or group from when stored). Rows stored before point in time existed "
      + "(migration V47) are known from their release, capped by that migration.";

  static Dataset.Builder add(Dataset.Builder b) {
    b.field(Field.of("slug", STRING, "Market slug (lower-case words of the CFTC market name; see notes for aliases)"))
        .field(Field.of("name", STRING, "Market name as the CFTC prints it, before the exchange"))
        .field(Field.of("group", STRING, "currencies, rates, equities, energy, metals, agriculture, crypto or other"))
        .field(Field.of("exchange", STRING, "Exchange name as the CFTC prints it"))
        .field(Field.of("cftcCode", STRING, "CFTC contract market code"))
        .field(Field.of("reportDate", DATE, "The Tuesday the positions are as of"))
        .field(Field.of("reportKind", STRING, "tff, disaggregated or legacy"))
        .field(Field.nullable("openInterest", INTEGER, "Open interest, contracts"));
    for (CotPosition p : CotPosition.values()) {
      b.field(Field.nullable(p.field, INTEGER, doc(p)));
    }
    return b.field(Field.nullable("specNet", INTEGER, "Speculative net: leveraged funds (tff), managed money "
            + "(disaggregated) or non-commercials (legacy), long minus short"))
        .field(Field.nullable("specNetChange", INTEGER, "specNet minus the previous report's specNet"))
        .field(Field.nullable("cotIndex", NUMBER, "specNet's position in its trailing 156-week range, 0 to 100"))
        .note("Sources: the CFTC's weekly Commitments of Traders, futures only: Traders in Financial Futures "
            + "(FinFutYY.txt in fut_fin_txt_YYYY.zip), Disaggregated (f_year.txt in fut_disagg_txt_YYYY.zip) and "
            + "Legacy (annual.txt in deacotYYYY.zip); each week the header-less current-report files FinFutWk.txt, "
            + "f_disagg.txt and deafut.txt, read by the documented column order. Released Friday afternoon US "
            + "Eastern for the Tuesday before; polled weekly. History since 2010 through `import cot` of the yearly "
            + "files.")
        .note("A market is served from one report kind: TFF when it has one, else Disaggregated, else Legacy. "
            + "Position fields the kind does not have are null.")
        .note("specNet = long - short of the speculative category: levFund (tff), managedMoney (disaggregated), "
            + "nonCommercial (legacy). specNetChange = specNet - specNet of the market's previous report.")
        .note("cotIndex = round(100 * (specNet - min) / (max - min), 2) where min and max are specNet's extremes "
            + "over the market's reports dated within the trailing 156 weeks (this report included); null with "
            + "fewer than 26 reports in that window or when max = min.")
        .note("specNetChange and cotIndex are computed when read, from the report versions known at the moment "
            + "answered (asOf, else now): a revised report changes the figures of every later report whose window "
            + "holds it from the revision's knownAt on, and an answer as of a moment gives the figures the reports "
            + "known then give, whatever order the files were loaded in.")
        .note("Slugs: the lower-case words of the market name (`EURO FX` -> `euro-fx`), given once and kept; "
            + "made unique by the exchange's initials when two markets share them. Well-known markets keep a "
            + "fixed slug by CFTC code and answer aliases: " + aliases() + ".");
  }

  private static String doc(CotPosition p) {
    String side = p.name().endsWith("LONG") ? "long" : "short";
    String who = switch (p) {
      case DEALER_LONG, DEALER_SHORT -> "Dealer/intermediary (tff)";
      case ASSET_MGR_LONG, ASSET_MGR_SHORT -> "Asset manager/institutional (tff)";
      case LEV_FUND_LONG, LEV_FUND_SHORT -> "Leveraged funds (tff)";
      case PROD_MERC_LONG, PROD_MERC_SHORT -> "Producer/merchant/processor/user (disaggregated)";
      case SWAP_LONG, SWAP_SHORT -> "Swap dealers (disaggregated)";
      case MANAGED_MONEY_LONG, MANAGED_MONEY_SHORT -> "Managed money (disaggregated)";
      case COMMERCIAL_LONG, COMMERCIAL_SHORT -> "Commercials (legacy)";
      case NON_COMMERCIAL_LONG, NON_COMMERCIAL_SHORT -> "Non-commercials (legacy)";
      case OTHER_REPT_LONG, OTHER_REPT_SHORT -> "Other reportables (tff, disaggregated)";
      case NON_REPT_LONG, NON_REPT_SHORT -> "Non-reportable positions";
    };
    return who + ", " + side + " contracts";
  }

  private static String aliases() {
    StringBuilder sb = new StringBuilder();
    for (CotSlugs.Known k : CotSlugs.KNOWN) {
      if (!k.aliases().isEmpty()) {
        sb.append(sb.isEmpty() ? "" : "; ").append(String.join(", ", k.aliases())).append(" -> ").append(k.slug());
      }
    }
    return sb.toString();
  }
}
