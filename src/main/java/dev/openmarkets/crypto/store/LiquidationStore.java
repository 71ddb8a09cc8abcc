package dev.openmarkets.crypto.store;

import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.VersionBumps;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The liquidation tables: one statement per batch inserts the new events and adds them to the
 * hourly totals; the three liquidation datasets are bumped in the same transaction. Used by the
 * batching writer and by the --demo load.
 */
public final class LiquidationStore {
  /** The datasets served from these tables; a commit that inserted events changes all three. */
  public static final List<String> DATASETS = List.of("liquidations", "liquidations-recent", "liquidations-history");

  private static final String INSERT = SqlResource.load(LiquidationStore.class, "liquidations-insert.sql");
  /** A transaction-level advisory lock of the liquidation writers (key: any constant no one else uses). */
  private static final String LOCK = "SELECT pg_advisory_xact_lock(7365430917324401)";

  /** What one batch did: events inserted (new keys) and hourly rows created. */
  public record Written(long inserted, long newHours) {
  }

  private LiquidationStore() {
  }

  public static Future<Written> write(Pool pool, List<LiquidationEvent> events) {
    return pool.withTransaction(conn -> write(conn, events));
  }

  /** Inside the caller's transaction. A key repeated in the batch is inserted once (DO NOTHING). */
  public static Future<Written> write(SqlConnection conn, List<LiquidationEvent> events) {
    int n = events.size();
    String[] keys = new String[n];
    String[] exchanges = new String[n];
    String[] symbols = new String[n];
    String[] bases = new String[n];
    String[] quotes = new String[n];
    String[] sides = new String[n];
    String[] prices = new String[n];
    String[] qtys = new String[n];
    String[] usds = new String[n];
    Long[] millis = new Long[n];
    for (int i = 0; i < n; i++) {
      LiquidationEvent e = events.get(i);
      keys[i] = e.eventKey();
      exchanges[i] = e.exchange();
      symbols[i] = e.rawSymbol();
      bases[i] = e.baseAsset() != null ? e.baseAsset() : Assets.beforeSeparator(e.rawSymbol());
      quotes[i] = quoteOf(e.rawSymbol());
      sides[i] = e.side();
      prices[i] = e.price().toPlainString();
      qtys[i] = e.qty().toPlainString();
      usds[i] = e.usdValue().toPlainString();
      millis[i] = e.ts().toEpochMilli();
    }
    Tuple args = Tuple.tuple()
        .addArrayOfString(keys)
        .addArrayOfString(exchanges)
        .addArrayOfString(symbols)
        .addArrayOfString(bases)
        .addArrayOfString(quotes)
        .addArrayOfString(sides)
        .addArrayOfString(prices)
        .addArrayOfString(qtys)
        .addArrayOfString(usds)
        .addArrayOfLong(millis);
    // one liquidation writer commits at a time, fleet-wide (the lock is the transaction's): ids
    // are taken inside it, so they become visible in id order and a stream that read up to an id
    // has seen every id below it (a resuming client misses nothing; docs/crypto.md, "Live stream")
    return conn.query(LOCK).execute().compose(locked -> conn.preparedQuery(INSERT).execute(args)).compose(rs -> {
      Row r = rs.iterator().next();
      Written w = new Written(r.getLong("inserted"), r.getLong("new_hours"));
      if (w.inserted() == 0) {
        return Future.succeededFuture(w);
      }
      Map<String, Long> added = new LinkedHashMap<>();
      added.put("liquidations", w.newHours());
      added.put("liquidations-recent", w.inserted());
      added.put("liquidations-history", w.newHours());
      return VersionBumps.bump(conn, added).map(w);
    });
  }

  /** USDT in BTC-USDT-SWAP, BTC_USDT and BTC-USDT; null when the symbol has no separator. */
  static String quoteOf(String rawSymbol) {
    int start = -1;
    for (int i = 0; i < rawSymbol.length(); i++) {
      if ("-_:/".indexOf(rawSymbol.charAt(i)) >= 0) {
        start = i + 1;
        break;
      }
    }
    if (start < 0) {
      return null;
    }
    int end = start;
    while (end < rawSymbol.length() && "-_:/".indexOf(rawSymbol.charAt(end)) < 0) {
      end++;
    }
    return end > start ? rawSymbol.substring(start, end).toUpperCase(java.util.Locale.ROOT) : null;
  }
}
