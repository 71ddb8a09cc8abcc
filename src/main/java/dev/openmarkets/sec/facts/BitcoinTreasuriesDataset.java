package dev.openmarkets.sec.facts;

import static dev.openmarkets.dataset.FieldType.BOOLEAN;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.Period;
import java.util.List;

/** GET /api/markets/bitcoin-treasuries: the tracked public companies' bitcoin, from their own XBRL. */
public final class BitcoinTreasuriesDataset {
  private static final String SQL = SqlResource.load(BitcoinTreasuriesDataset.class, "bitcoin-treasuries.sql");

  static final Param<Integer> LIMIT = Param.limit(500, 5000, "Rows (openmarkets extension)");

  static final String KNOWN_AT_DOC = "When the SEC says the holding was filed: from company facts, the end of "
      + "the newest of its facts' filed day in New York (filed is a date without a time; kept as stated even when "
      + "this service stored it later); from an XBRL instance, its filing's acceptance time when the filings index "
      + "holds it, else when first stored. A holding a later company facts file no longer reports ends when that "
      + "file was stored. Only the latest holding of each file is kept as a version (earlier quarters are not "
      + "rebuilt from the facts, as the financials' vintages are). The company name is its version known then; "
      + "the ticker map is the current one. knownAt is the later of the holding's and the name's.";

  private BitcoinTreasuriesDataset() {
  }

  public static Dataset declaration(TrackedCompanies tracked) {
    return Dataset.builder(FactsDatasetNames.BITCOIN_TREASURIES, "/api/markets/bitcoin-treasuries",
            SecFactsFamily.NAME)
        .tool("bitcoin_treasuries")
        .title("Bitcoin treasuries of public companies (SEC XBRL)")
        .summary("The configured bitcoin holders with the units, fair value and cost their latest 10-Q or 10-K "
            + "tagged, largest fair value first.")
        .param(LIMIT)
        .field(Field.of("ticker", STRING, "Ticker"))
        .field(Field.nullable("name", STRING, "Company name"))
        .field(Field.of("cik", STRING, "Ten-digit CIK"))
        .field(Field.nullable("asOf", STRING, "Balance-sheet date of the figures, YYYY-MM-DD"))
        .field(Field.nullable("units", NUMBER, "Units held as tagged"))
        .field(Field.nullable("fairValueUsd", NUMBER, "Fair value, USD"))
        .field(Field.nullable("costUsd", NUMBER, "Cost basis, USD"))
        .field(Field.nullable("form", STRING, "10-Q or 10-K"))
        .field(Field.of("unitsReliable", BOOLEAN, "True when the count was checked against a fair value in the same "
            + "filing"))
        .field(Field.nullable("impliedPrice", NUMBER, "fairValueUsd / units, 2 decimals"))
        .field(Field.of("accessionNo", STRING, "The filing (openmarkets extension)"))
        .note(Concepts.table(List.of(Concepts.CRYPTO_UNITS, Concepts.CRYPTO_FAIR_VALUE, Concepts.CRYPTO_COST)))
        .note("These are the concepts of ASU 2023-08 (crypto assets at fair value, 2023 taxonomy on). Company "
            + "facts carry only undimensioned facts of standard taxonomies: holders that tag bitcoin on a "
            + "CryptoAssetAxis member or with their own extension elements need their filing's XBRL instance.")
        .note("unitsReliable: units and fair value come from the same filing and instant and impliedPrice lies "
            + "between " + UnitsCheck.MIN_PRICE + " and " + UnitsCheck.MAX_PRICE + " USD; otherwise false (a count "
            + "tagged in thousands, or a fair value covering other crypto assets, fails).")
        .note("impliedPrice = fairValueUsd / units, rounded half-up to 2 decimals; null without both.")
        .note("The list is configuration: secFacts.bitcoinHolders (tickers). Rows appear once the poller (or an "
            + "import) has stored the company's facts.")
        .note(FactsNotes.IMPORT)
        .coverage("crypto_holdings", "as_of")
        .history(History.versioned("crypto_holdings", KNOWN_AT_DOC))
        .cadence(Cadence.periodic("holders' quarterly reports, filed within 45 days of the quarter's end", Period.ofMonths(3), Duration.ofDays(46), Duration.ofDays(15)))
        .planner(p -> new SqlPlan(SQL, Tuple.of(tracked.bitcoinHolders().toArray(String[]::new), p.limit())))
        .build();
  }
}
