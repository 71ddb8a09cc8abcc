package dev.openmarkets.sec.identifiers;

import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.Ciks;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import io.vertx.sqlclient.Tuple;

/**
 * GET /api/markets/identifiers?ticker=|cik=: which tickers and names a company went by, and which
 * company a ticker meant, each with the interval it held (docs/point-in-time.md §5); with asOf,
 * those in force at that moment.
 */
public final class IdentifiersDataset {
  private static final String SQL = SqlResource.load(IdentifiersDataset.class, "identifiers.sql");
  private static final String KNOWN = SqlResource.load(IdentifiersDataset.class, "identifiers-known.sql");
  private static final String KNOWN_AS_OF = SqlResource.load(IdentifiersDataset.class, "identifiers-known-asof.sql");

  static final Param<String> TICKER = Param.ticker("ticker",
      "A US ticker, any case (BRK.B and BRK/B mean BRK-B): the identifiers of every company it named");
  static final Param<String> CIK = Param.string("cik", "An SEC CIK, with or without its leading zeros (320193)");

  private IdentifiersDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder(SecDatasetNames.IDENTIFIERS, "/api/markets/identifiers", "sec")
        .title("Identifiers with history (SEC tickers and company names)")
        .summary("The tickers and names of a company (cik) or of every company a ticker named, each with the "
            + "interval it held: `from` until `to` (null: still in force). Without asOf every version; with "
            + "asOf only those in force at that moment. Exactly one of ticker and cik.")
        .param(TICKER)
        .param(CIK)
        .check(IdentifiersDataset::exactlyOne)
        .notFound(TICKER, "ticker", KNOWN, KNOWN_AS_OF)
        .field(Field.of("kind", STRING, "ticker (company_tickers.json), name (the submissions JSON's name and "
            + "formerNames) or issuer_symbol (the trading symbol the company's Form 4s state)"))
        .field(Field.of("value", STRING, "The ticker, or the name as EDGAR spells it"))
        .field(Field.of("cik", STRING, "The company's CIK, ten digits"))
        .field(Field.nullable("title", STRING, "The company's title in company_tickers.json (tickers), the issuer "
            + "name the Form 4 states (issuer symbols)"))
        .field(Field.of("from", TIMESTAMP, "When it began to hold: a name's stated from; a ticker's first sight "
            + "in company_tickers.json; an issuer symbol's first Form 4 stating it (its knownAt)"))
        .field(Field.nullable("to", TIMESTAMP, "When it stopped holding (null: in force): a name's stated to; the "
            + "first company_tickers.json without the ticker on that CIK; the first later Form 4 of the company "
            + "stating another symbol"))
        .field(Field.of("source", STRING, "company_tickers.json, submissions or form 4"))
        .note("company_tickers.json states no dates: a ticker is known from the first file we stored that lists it "
            + "on that CIK, and ends with the first later file that does not, so a ticker that moved to another "
            + "company ends on the old CIK where it starts on the new. History before this service first "
            + "stored the file is not known.")
        .note("Names carry the intervals EDGAR states (formerNames from/to); the current name holds from the end "
            + "of the latest former name, or, for a company that never changed it, from when we first stored it. "
            + "A former name whose to equals its from (APPLE COMPUTER INC/ FA) held for that day. Names of one "
            + "company may overlap. The times are kept as EDGAR writes them: most are midnight UTC (the evening "
            + "before in New York), some midnight in New York.")
        .note("Issuer symbols are read from the Form 4s stored (insider-transactions), not kept apart: each states "
            + "the symbol its issuer traded under when it was filed, so they reach back as far as the Form 4s "
            + "loaded do, before this service watched company_tickers.json. A company's filings in order of "
            + "knownAt make runs: a run stating one symbol holds from its first filing until the first filing "
            + "stating another. A company that stopped filing keeps its last symbol open, so a ticker that moved "
            + "may name both companies after the move; the company_tickers.json rows say which one the SEC "
            + "lists.")
        .history(History.versioned("sec_identifiers", "a ticker: the first stored company_tickers.json listing "
            + "it on that CIK; a name: its from as the submissions JSON states it; an issuer symbol: the knownAt of "
            + "the first Form 4 of its run (the filing's acceptance time)"))
        .cadence(Cadence.unscheduled("Tickers and names change when companies list, delist or rename; "
            + "company_tickers.json is polled daily"))
        .planner(IdentifiersDataset::plan)
        .build();
  }

  private static String exactlyOne(Params p) {
    boolean ticker = p.get(TICKER) != null;
    boolean cik = p.get(CIK) != null;
    if (ticker == cik) {
      return "Give exactly one of 'ticker' and 'cik'.";
    }
    return cik && Ciks.normalize(p.get(CIK)) == null
        ? "Parameter 'cik' is a CIK: up to ten digits (320193 or 0000320193)." : null;
  }

  static SqlPlan plan(Params p) {
    return new SqlPlan(SQL, Tuple.of(p.get(TICKER), Ciks.normalize(p.get(CIK))));
  }
}
