package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.openmarkets.analytics.predictions.GammaParser;
import dev.openmarkets.analytics.predictions.PredictionMarket;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Gamma parser over the real Polymarket captures in the shared fixtures. */
class PredictionsFixtureTest {
  @Test
  void eventsCaptureWithMarketsLackingPrices() throws Exception {
    List<PredictionMarket> rows = new GammaParser().parse(
        AnalyticsFixtures.file("polymarket/gamma-events.active.json", "gamma-events-20260104T1925Z.json"));
    assertEquals(4, rows.size());
    PredictionMarket xrp = rows.get(0);
    assertEquals("1107051", xrp.id());
    assertEquals("xrp-updown-5m-1767640500", xrp.slug());
    assertEquals("Crypto", xrp.category());
    assertEquals("143612", xrp.eventId());
    assertEquals(List.of("Up", "Down"), xrp.outcomes());
    assertNull(xrp.prices());
    assertEquals(new BigDecimal("0"), xrp.volume());
    assertEquals(Instant.parse("2026-01-05T19:20:00Z"), xrp.endDate());
    assertEquals(Instant.parse("2026-01-04T19:25:00Z"), xrp.snapshotAt());
    PredictionMarket sol = rows.get(3);
    assertEquals(List.of("0.5", "0.5"), sol.prices());
    assertNull(sol.volume());
    assertEquals("8255.84", sol.liquidity().toPlainString());
    assertFalse(sol.closed());
  }

  @Test
  void singleMarketCaptureKeepsItsDigits() throws Exception {
    List<PredictionMarket> rows = new GammaParser().parse(
        AnalyticsFixtures.file("polymarket/gamma-markets.partial-fields.json", "gamma-markets.partial-fields.json"));
    assertEquals(1, rows.size());
    PredictionMarket m = rows.get(0);
    assertEquals("elon-musk-of-tweets-february-10-february-17-200-219", m.slug());
    assertEquals(List.of("0.0075", "0.9925"), m.prices());
    assertEquals("99950.751569", m.volume().toPlainString());
    assertEquals("26874.629835", m.volume24h().toPlainString());
    assertEquals("59115.44856", m.liquidity().toPlainString());
    assertNull(m.category());
    assertNull(m.snapshotAt());
  }
}
