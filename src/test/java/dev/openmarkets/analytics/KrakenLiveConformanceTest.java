package dev.openmarkets.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The real Kraken daily OHLC answer of live-2026/kraken (XXBTZUSD, "last" = 1786838400, the time of
 * the newest committed candle; the final entry is the day still open) through `import etf-flows`:
 * the nine committed closes 2026-08-08 .. 2026-08-16 are stored, the 2026-08-16 close 62819.1
 * among them, and the open 2026-08-17 candle is not.
 */
@Tag("db")
class KrakenLiveConformanceTest {

  @Test
  void keepsEveryCommittedCloseUpToLastAndNeverTheOpenCandle() throws Exception {
    byte[] bytes = Fixtures.bytes("live-2026", "kraken/kraken_ohlc.XXBTZUSD.1440.json");
    try (TestServer server = TestServer.start("kraken_live")) {
      FileOutcome o = Ingest.load(server, "etf-flows", new UpstreamFile("kraken-ohlc-XBTUSD-20260817T0100Z.json", bytes));
      assertTrue(o.loaded(), o.reason());
      assertEquals(9, o.counts().inserted());
      assertEquals(9, TestDb.count(server.db, "SELECT count(*) FROM asset_daily_close WHERE asset = 'btc' "
          + "AND date BETWEEN '2026-08-08' AND '2026-08-16' AND source = 'kraken'"));
      assertEquals(9, TestDb.count(server.db, "SELECT count(*) FROM asset_daily_close"));
      assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM asset_daily_close WHERE asset = 'btc' "
          + "AND date = '2026-08-16' AND close::text = '62819.1'"));
      assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM asset_daily_close WHERE asset = 'btc' "
          + "AND date = '2026-08-08' AND close::text = '64901.1'"));
      assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM asset_daily_close WHERE date = '2026-08-17'"));
    }
  }
}
