package dev.openmarkets.macro.bis;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes BIS policy rates: the economies a file names, then the daily rates (versioned on code and date). */
public final class PolicyRateWriter implements ContextWriter<RateObservation> {
  public static final PolicyRateWriter INSTANCE = new PolicyRateWriter();

  private static final UnnestUpsert<RateObservation> ECONOMIES = new UnnestUpsert<>("policy_rate_economies",
      List.of("code"), List.of(
          col("code", "text", RateObservation::code),
          col("country", "text", RateObservation::country)));
  /** Versioned on code and date: the BIS states no release time, so a rate is known when first stored. */
  private static final VersionedUpsert<RateObservation> RATES = VersionedUpsert.of("policy_rates",
      List.of("code", "obs_date"), List.of(
          col("code", "text", RateObservation::code),
          col("obs_date", "date", RateObservation::date),
          col("rate", "numeric", RateObservation::rate)), KnownAt.<RateObservation>firstStored())
      .withFields(Map.of("obs_date", "date"));

  private PolicyRateWriter() {
  }

  /** /rates/{code} reads the same tables: its cached answers go with every file that changed rows. */
  @Override
  public Map<String, Long> alsoChanged(WriteCounts counts) {
    return Map.of("rates-country", (long) counts.inserted());
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<RateObservation> rows, WriteContext ctx) {
    return writeFor("rates", conn, rows, ctx).map(Written::counts);
  }

  @Override
  public Future<Written> writeFor(String dataset, SqlConnection conn, List<RateObservation> rows, WriteContext ctx) {
    Map<String, RateObservation> byCode = new LinkedHashMap<>();
    rows.forEach(r -> byCode.putIfAbsent(r.code(), r));
    return ECONOMIES.write(conn, new ArrayList<>(byCode.values()))
        .compose(v -> RATES.writeFor(dataset, conn, rows, ctx))
        .map(w -> written(dataset, w.counts()).withRevisedKeys(w.revisedKeys()));
  }
}
