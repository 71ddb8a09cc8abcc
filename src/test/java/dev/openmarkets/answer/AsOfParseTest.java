package dev.openmarkets.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import io.vertx.core.MultiMap;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How asOf is read and bound: a date is the end of that day in New York; moments to the millisecond. */
class AsOfParseTest {
  private static final Dataset DS = dev.openmarkets.shortsale.ShortInterestDataset.declaration();

  private static Params parse(String asOf) {
    return ParamParser.parse(DS, MultiMap.caseInsensitiveMultiMap().add("asOf", asOf), Map.of(), false);
  }

  @ParameterizedTest
  @CsvSource({
      // winter: New York is UTC-5; summer: UTC-4
      "2024-03-01, 2024-03-02T04:59:59.999Z",
      "2024-07-01, 2024-07-02T03:59:59.999Z",
      "2024-03-01T12:00:00.123456+01:00, 2024-03-01T11:00:00.123Z",
      "2024-03-01T12:00:00Z, 2024-03-01T12:00Z",
      "2024-03-01T12:00:00, 2024-03-01T12:00Z"})
  void aMomentIsNormalisedToUtcMilliseconds(String raw, String expected) {
    Params p = parse(raw);
    assertEquals(OffsetDateTime.parse(expected), p.asOf());
    // equal moments share one cache key and ETag
    assertTrue(p.key().contains("asOf=" + OffsetDateTime.parse(expected)), p.key());
  }

  @Test
  void aMalformedMomentIs400() {
    ApiError e = assertThrows(ApiError.class, () -> parse("yesterday"));
    assertEquals("Parameter 'asOf' must be a date YYYY-MM-DD or an ISO 8601 date-time; got 'yesterday'.", e.getMessage());
  }

  @Test
  void theMomentIsBoundAsTheNextArgumentAndInfinityWithoutAsOf() {
    SqlPlan plan = new SqlPlan("SELECT 1 WHERE $1 AND known_at <= $asOf AND (superseded_at > $asOf)", Tuple.of(7));
    SqlPlan bound = PointInTime.bind(plan, parse("2024-03-01"));
    assertEquals("SELECT 1 WHERE $1 AND known_at <= $2 AND (superseded_at > $2)", bound.sql());
    assertEquals(7, bound.args().getInteger(0));
    // the end of asOf's millisecond: a knownAt printed to the millisecond, asked back, includes its row
    assertEquals(OffsetDateTime.parse("2024-03-02T04:59:59.999999Z"), bound.args().getValue(1));
    Params latest = ParamParser.parse(DS, MultiMap.caseInsensitiveMultiMap(), Map.of(), false);
    assertEquals(OffsetDateTime.MAX, PointInTime.bind(plan, latest).args().getValue(1));
    SqlPlan none = new SqlPlan("SELECT 1", Tuple.of(7));
    assertEquals(none, PointInTime.bind(none, latest));
  }
}
