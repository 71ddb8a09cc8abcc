package dev.openmarkets.crypto.datasets;

import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.JSON;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;

/** GET /api/markets/symbols: the tracked perpetuals and each venue's instrument ID. */
public final class SymbolsDataset {
  private static final String SQL = SqlResource.load(SymbolsDataset.class, "symbols.sql");

  private SymbolsDataset() {
  }

  public static Dataset declaration() {
    Dataset.Builder b = Dataset.builder("symbols", "/api/markets/symbols", "crypto")
        .schemas(PayloadSchemas.resource(SymbolsDataset.class, "symbols.schema.json"))
        .title("Tracked crypto perpetuals")
        .summary("The perpetual contracts the funding-rates and open-interest endpoints follow, in rank order "
            + "(configurable; by default about the twenty largest), with each venue's instrument ID and the "
            + "contract value its instrument endpoint reports.")
        .field(Field.of("slug", STRING, "Symbol slug used in URLs (btc)"))
        .field(Field.of("baseAsset", STRING, "Base asset ticker (BTC)"))
        .field(Field.of("rank", INTEGER, "Position in the tracked list, 1 first"));
    for (String venue : Venues.ALL) {
      b.field(Field.nullable(venue, STRING, venue + " instrument ID; null when the venue does not list it "
          + "(or its instrument endpoint has not been read yet)"));
    }
    return b.field(Field.of("contractValues", JSON, "Venue -> what one contract is worth, as an exact decimal "
            + "string: base-asset units for linear contracts, USD for inverse ones (okx BTC-USDT-SWAP 0.01)"))
        .note("Instrument IDs and contract values come from each venue's instrument endpoint, read at start and "
            + "every six hours.")
        .note("Point in time: the tracked list and the instruments are kept as their latest state only (a list "
            + "that changes when configured or when a venue lists a contract, not a series), so asOf answers only "
            + "from their last change on. The other crypto datasets use today's list for names, ranks and 404s.")
        .planner(p -> new SqlPlan(SQL, Tuple.of(p.limit())))
        .cadence(Cadence.unscheduled("changes when a venue lists or delists an instrument"))
        .build();
  }
}
