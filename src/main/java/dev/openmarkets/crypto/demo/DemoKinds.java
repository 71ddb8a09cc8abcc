package dev.openmarkets.crypto.demo;

import dev.openmarkets.crypto.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationStore;
import dev.openmarkets.crypto.store.MarketStore;
import dev.openmarkets.crypto.store.VenueData;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;

/**
 * The file kinds that load the crypto SAMPLE seed (--demo, or `import <dataset> crypto-sample.json`)
 * through the normal import path. The stores bump every dataset they change themselves, so the
 * counts handed back to the ingest writer report changed rows as "updated": its own bump of the
 * kind's dataset then adds a version but does not count the rows a second time.
 */
public final class DemoKinds {
  public static final String FILE = "crypto-sample.json";
  public static final String RESOURCE = "demo/crypto/" + FILE;

  private static final TableWriter<VenueData> MARKET = (conn, rows) -> {
    Future<Long> chain = Future.succeededFuture(0L);
    for (VenueData d : rows) {
      chain = chain.compose(n -> MarketStore.write(conn, d).map(changed -> changed.isEmpty() ? n : n + d.size()));
    }
    return chain.map(changed -> new WriteCounts(total(rows), 0, changed.intValue(), total(rows) - changed.intValue(), 0));
  };

  private static final TableWriter<LiquidationEvent> LIQUIDATIONS = (conn, rows) ->
      LiquidationStore.write(conn, rows).map(w ->
          new WriteCounts(rows.size(), 0, (int) w.inserted(), rows.size() - (int) w.inserted(), 0));

  private DemoKinds() {
  }

  public static List<FileKind<?>> all() {
    return List.of(
        market("symbols", CryptoDemo::symbols),
        market("funding-rates", CryptoDemo::funding),
        market("open-interest", CryptoDemo::openInterest),
        FileKind.forDataset("liquidations")
            .source("crypto-demo")
            .names(DemoKinds::isSample)
            .writer(LIQUIDATIONS)
            .parser(name -> file -> CryptoDemo.of(file.bytes(), Instant.now()).liquidations())
            .build());
  }

  private static FileKind<VenueData> market(String dataset, Function<CryptoDemo, VenueData> part) {
    return FileKind.forDataset(dataset)
        .source("crypto-demo")
        .names(DemoKinds::isSample)
        .writer(MARKET)
        .parser(name -> file -> List.of(part.apply(CryptoDemo.of(file.bytes(), Instant.now()))))
        .build();
  }

  private static boolean isSample(String name) {
    return name.endsWith(FILE);
  }

  private static int total(List<VenueData> rows) {
    return rows.stream().mapToInt(VenueData::size).sum();
  }
}
