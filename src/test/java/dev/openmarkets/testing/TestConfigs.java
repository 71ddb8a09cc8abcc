package dev.openmarkets.testing;

import io.vertx.core.json.JsonObject;

/** Configuration overrides many server tests share, written once (same keys as conf/openmarkets.json). */
public final class TestConfigs {
  private TestConfigs() {
  }

  /**
   * The answer cache off: for tests that change rows with plain SQL, which no ingest version
   * tracks, or that read the same path before and after a load.
   */
  public static JsonObject cacheOff() {
    return new JsonObject().put("cache", new JsonObject().put("enabled", false));
  }
}
