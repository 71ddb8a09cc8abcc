package dev.openmarkets.crypto.poll;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.crypto.store.MarketWriterVerticle;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.util.ArrayList;
import java.util.List;

/** What the crypto family deploys when pollers are on: writers first, then pollers and streams. */
public final class CryptoPollers {
  private CryptoPollers() {
  }

  public static List<Deployable> all(AppConfig config, Pool pool) {
    List<Deployable> out = new ArrayList<>();
    out.add(new MarketWriterVerticle(pool));
    out.add(new LiquidationWriterVerticle(pool));
    return out;
  }
}
