package dev.openmarkets.crypto.demo;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationStore;
import dev.openmarkets.crypto.store.MarketWriter;
import dev.openmarkets.crypto.store.VenueData;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The file kinds that load the crypto SAMPLE seed (--demo, or `import <dataset> crypto-sample.json`)
 * through the normal import path: the market parts with the pollers' own writer, the liquidations
 * with the store the stream's writer uses, which bumps its three datasets itself (so the batch
 * names no more to bump).
 */
public final class DemoKinds {
  public static final String FILE = "crypto-sample.json";
  public static final String RESOURCE = "demo/crypto/" + FILE;

  private static final TableWriter<LiquidationEvent> LIQUIDATIONS = new TableWriter<>() {
    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<LiquidationEvent> rows) {
      return LiquidationStore.write(conn, rows).map(w ->
          new WriteCounts(rows.size(), (int) w.inserted(), 0, rows.size() - (int) w.inserted(), 0));
    }

    @Override
    public Future<Written> writeFor(String dataset, SqlConnection conn, List<LiquidationEvent> rows) {
      return write(conn, rows).map(counts -> new Written(counts, Map.of()));
    }
  };

  private DemoKinds() {
  }

  /** The kinds, generating the sample relative to clock's time of loading. */
  public static List<FileKind<?>> all(Clock clock) {
    return List.of(
        market("symbols", CryptoDemo::symbols, clock),
        market("funding-rates", CryptoDemo::funding, clock),
        market("open-interest", CryptoDemo::openInterest, clock),
        FileKind.forDataset("liquidations")
            .source("crypto-demo")
            .names(DemoKinds::isSample)
            .writer(LIQUIDATIONS)
            .parser(name -> file -> CryptoDemo.of(file.bytes(), clock.instant()).liquidations())
            .build());
  }

  private static FileKind<VenueData> market(String dataset, Function<CryptoDemo, VenueData> part, Clock clock) {
    return FileKind.forDataset(dataset)
        .source("crypto-demo")
        .names(DemoKinds::isSample)
        .writer(MarketWriter.WRITER)
        .parser(name -> file -> List.of(part.apply(CryptoDemo.of(file.bytes(), clock.instant()))))
        .build();
  }

  private static boolean isSample(String name) {
    return name.endsWith(FILE);
  }
}
