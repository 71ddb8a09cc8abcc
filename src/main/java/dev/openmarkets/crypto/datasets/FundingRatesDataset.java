package dev.openmarkets.crypto.datasets;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;

/** GET /api/markets/funding-rates: every tracked perpetual's latest funding picture per venue. */
public final class FundingRatesDataset {
  private static final String SQL = SqlResource.load(FundingRatesDataset.class, "funding-rates.sql");
  private static final String AS_OF = SqlResource.load(FundingRatesDataset.class, "funding-rates-asof.sql");

  private FundingRatesDataset() {
  }

  public static Dataset declaration() {
    return FundingFields.add(Dataset.builder("funding-rates", "/api/markets/funding-rates", "crypto")
            .tool("funding_rates")
            .title("Perpetual funding rates across six venues")
            .summary("One row per tracked symbol per venue: mark price, funding rate and interval, the rate "
                + "scaled to 8 hours and annualised, next funding time, open interest and the 24-hour change. "
                + "Refreshed about every minute."))
        .coverage("funding_snapshot", "ts")
        .cadence(Cadence.continuous("snapshots every minute from each venue", Duration.ofMinutes(10), Duration.ofMinutes(50)))
        .history(FundingFields.SNAPSHOTS)
        // the latest answer reads the latest table as before; only asOf reads the kept versions
        .planner(p -> new SqlPlan(p.asOf() == null ? SQL : AS_OF, Tuple.of(p.limit())))
        .build();
  }
}
