package dev.openmarkets.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.db.Database;
import dev.openmarkets.testing.TestDb;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The newest-snapshot lookups that look in the last two days first and in older partitions only
 * when that finds nothing (V52's prediction_market_rows_at, V53's option_snapshot_at) answer what a plain "newest at or before the moment" answers, at moments on
 * both sides of the split (now() - 2 days), for markets whose newest snapshot is recent, days old or
 * months old, and without asOf (infinity).
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RecentFirstLookupTest {
  private Database db;
  private Connection c;
  private Instant now;

  @BeforeAll
  void seed() throws Exception {
    db = TestDb.freshDatabase("recent_first");
    var url = db.url();
    c = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
    now = Instant.now().truncatedTo(ChronoUnit.MINUTES);
    // market 1 polled until an hour ago, 2 until three days ago, 3 until forty days ago (other months)
    exec("SELECT om_ensure_partition('prediction_prices', 'month', d) FROM generate_series("
        + "date_trunc('month', now() - interval '70 days'), now() + interval '1 month', interval '1 month') d");
    exec("SELECT om_ensure_partition('deribit_option_quotes', 'day', d) FROM generate_series("
        + "date_trunc('day', now() - interval '6 days'), now() + interval '1 day', interval '1 day') d");
    long[][] spans = {{60, 60 * 24 * 5}, {60 * 24 * 3, 60 * 24 * 8}, {60 * 24 * 40, 60 * 24 * 60}};
    for (int m = 0; m < spans.length; m++) {
      exec("INSERT INTO prediction_markets (id, slug, question, outcomes, prices, volume, closed, seen_at, known_at)"
          + " VALUES ('" + (m + 1) + "', 'm" + (m + 1) + "', 'Q?', '[\"Yes\", \"No\"]', '[\"0.5\", \"0.5\"]', 1, false,"
          + " now() - interval '70 days', now() - interval '70 days')");
      for (long ago = spans[m][0]; ago <= spans[m][1]; ago += 15 * 60) {
        Instant ts = now.minus(Duration.ofMinutes(ago));
        String p = "0." + (100 + ago % 800);
        exec("INSERT INTO prediction_prices (market_id, ts, prices, volume) VALUES ('" + (m + 1) + "', '" + ts
            + "', '[\"" + p + "\", \"0.5\"]', " + ago + ")");
      }
    }
    // options: BTC snapshots hourly until two hours ago over five days, ETH only until three days ago
    for (long h = 2; h <= 24 * 5; h++) {
      Instant ts = now.minus(Duration.ofHours(h));
      insertQuote("BTC", ts, h);
      if (h >= 72) {
        insertQuote("ETH", ts, h);
      }
    }
  }

  private void insertQuote(String currency, Instant ts, long oi) throws Exception {
    exec("INSERT INTO deribit_option_quotes (currency, ts, instrument, expiry, strike, option_type, open_interest, volume,"
        + " mark_price, mark_iv, underlying_price) VALUES ('" + currency + "', '" + ts + "', '" + currency
        + "-31DEC27-100-C', '2027-12-31', 100, 'C', " + oi + ", 1, 0.1, 50, 1000)");
  }

  @AfterAll
  void close() throws Exception {
    c.close();
  }

  private void exec(String sql) throws Exception {
    try (var st = c.createStatement()) {
      st.execute(sql);
    }
  }

  /** The moments asked: without asOf, around the split, inside each market's gap, before all. */
  private List<OffsetDateTime> moments() {
    List<OffsetDateTime> out = new ArrayList<>();
    out.add(OffsetDateTime.MAX);
    for (long minutes : new long[] {0, 30, 61, 60 * 47, 60 * 48 - 1, 60 * 48, 60 * 48 + 1, 60 * 49, 60 * 24 * 3 + 7,
        60 * 24 * 6, 60 * 24 * 9, 60 * 24 * 41, 60 * 24 * 61}) {
      out.add(now.minus(Duration.ofMinutes(minutes)).atOffset(ZoneOffset.UTC));
    }
    return out;
  }

  private List<String> rows(String sql, Object... args) throws Exception {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        ps.setObject(i + 1, args[i]);
      }
      List<String> out = new ArrayList<>();
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          List<String> cells = new ArrayList<>();
          for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
            Object v = rs.getObject(i);
            cells.add(v instanceof Timestamp t ? t.toInstant().toString() : Objects.toString(v));
          }
          out.add(String.join(" ", cells));
        }
      }
      return out;
    }
  }

  private static Object moment(OffsetDateTime m) {
    return m == OffsetDateTime.MAX ? "infinity" : m;
  }

  @Test
  void predictionsAnswerTheNewestSnapshotAtOrBeforeEachMoment() throws Exception {
    for (OffsetDateTime m : moments()) {
      Object at = moment(m);
      // the plain lookup, with the function's fallback to the market version's own figures
      List<String> expected = rows("""
          SELECT k.id, coalesce(p.ts, k.seen_at), coalesce(p.prices, k.prices) ->> 0,
                 CASE WHEN p.ts IS NOT NULL AND p.volume IS NOT NULL THEN p.volume ELSE k.volume END
          FROM prediction_markets k LEFT JOIN LATERAL (SELECT * FROM prediction_prices x
            WHERE x.market_id = k.id AND x.ts <= ?::timestamptz ORDER BY x.ts DESC LIMIT 1) p ON true
          ORDER BY k.id""", at);
      assertEquals(3, expected.size());
      assertEquals(expected, rows("SELECT id, updated_at, prices ->> 0, volume FROM prediction_market_rows_at(?::timestamptz)"
          + " ORDER BY id", at), "as of " + m);
    }
  }

  @Test
  void optionsAnswerTheNewestSnapshotAtOrBeforeEachMoment() throws Exception {
    for (String currency : List.of("BTC", "ETH")) {
      for (OffsetDateTime m : moments()) {
        Object at = moment(m);
        List<String> expected = rows("SELECT o.ts, count(*) FROM deribit_option_quotes o WHERE o.currency = ? AND o.ts ="
            + " (SELECT max(ts) FROM deribit_option_quotes WHERE currency = ? AND ts <= ?::timestamptz) GROUP BY o.ts",
            currency, currency, at);
        assertEquals(expected, rows("SELECT ts, count(*) FROM option_snapshot_at(?, ?::timestamptz) GROUP BY ts",
            currency, at), currency + " as of " + m);
      }
    }
  }
}
