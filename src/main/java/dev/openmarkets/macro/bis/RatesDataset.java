package dev.openmarkets.macro.bis;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;

/** GET /api/markets/rates: every economy's central-bank policy rate (BIS). */
public final class RatesDataset {
  private static final String SQL = SqlResource.load(RatesDataset.class, "rates-latest.sql");

  private RatesDataset() {
  }

  static final String SOURCE = "Source: the BIS central bank policy rate dataset (WS_CBPOL), daily series of about 49 "
      + "economies, some back to the 1940s, as SDMX-CSV from the BIS statistics API "
      + "(stats.bis.org/api/v1/data/WS_CBPOL/D./all?format=csv), polled weekly (the BIS updates it weekly). "
      + "Full history: `import rates` of that query's answer saved as a file.";

  static final String KNOWN_AT_DOC = "when this service first stored the rate: the BIS states no publication "
      + "time. A revised rate is a new version from when it was first stored. The latest view's row: the latest "
      + "knownAt of the observations it reads (the rate before the current one and every observation since); the "
      + "history's row: the later of the observation and the one before it (a change point is one because of "
      + "it). Rows stored before point in time existed (migration V47) are known from that migration.";

  public static Dataset declaration() {
    return Dataset.builder("rates", "/api/markets/rates", "macro")
        .tool("policy_rates")
        .title("Central-bank policy rates, every economy (BIS)")
        .summary("One row per economy, ordered by country: its current policy rate, when it took effect and the "
            + "change from the rate before.")
        .field(Field.of("country", STRING, "Economy (full name)"))
        .field(Field.of("code", STRING, "Lower-case ISO 3166 alpha-2 code; xm for the euro area"))
        .field(Field.of("rate", DECIMAL, "Current policy rate, percent, as the BIS prints it"))
        .field(Field.of("effectiveDate", DATE, "First observation of the current rate"))
        .field(Field.nullable("previousRate", DECIMAL, "The rate before the current one; null if it never changed"))
        .field(Field.nullable("changeBps", NUMBER, "(rate - previousRate) * 100"))
        .field(Field.of("asOf", DATE, "Latest observation"))
        .note(SOURCE)
        .note("effectiveDate is the first observation after the last observation with another rate: the BIS daily "
            + "series is compressed to the dates the rate changed. Missing days (NaN, status M) are skipped, "
            + "not filled.")
        .coverage("policy_rates", "obs_date")
        .history(History.versioned("policy_rates", KNOWN_AT_DOC))
        .cadence(Cadence.changesEvery("the BIS updates its policy-rate series weekly", Duration.ofDays(8), Duration.ofDays(7)))
        .planner(p -> new SqlPlan(SQL, Tuple.of(1000)))
        .build();
  }
}
