package dev.openmarkets.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Layering: defaults, conf file, environment, command line; later wins; bad values stop start-up. */
class ConfigLoaderTest {

  @Test
  void laterLayersWin(@TempDir Path dir) throws Exception {
    Path conf = dir.resolve("openmarkets.json");
    Files.writeString(conf, "{\"port\": 9001, \"publicHost\": \"conf.example\", \"rateLimit\": {\"keylessPerMinute\": 10}}");
    AppConfig fromConf = ConfigLoader.load(conf, Map.of(), new JsonObject());
    assertEquals(9001, fromConf.port());
    assertEquals("conf.example", fromConf.publicHost());
    assertEquals(10, fromConf.rateLimit().keylessPerMinute());
    assertEquals(120, fromConf.rateLimit().keyedPerMinute());

    Map<String, String> env = Map.of("OPENMARKETS_PORT", "9002", "OPENMARKETS_DB_URL", "postgresql://u:p@db:5433/om",
        "OPENMARKETS_RATE_LIMIT__KEYLESS_PER_MINUTE", "20",
        "OPENMARKETS_UPSTREAMS__FINRA_SHORT_VOLUME__BASE_URL", "http://mirror.local/finra",
        "OPENMARKETS_REDIS_URL", "redis://127.0.0.1:6379", "UNRELATED", "x");
    AppConfig fromEnv = ConfigLoader.load(conf, env, new JsonObject());
    assertEquals(9002, fromEnv.port());
    assertEquals("postgresql://u:p@db:5433/om", fromEnv.dbUrl());
    assertEquals(20, fromEnv.rateLimit().keylessPerMinute());
    assertEquals("http://mirror.local/finra", fromEnv.upstream("finra-short-volume").baseUrl());
    assertEquals("redis://127.0.0.1:6379", fromEnv.redisUrl());

    AppConfig fromCli = ConfigLoader.load(conf, env, new JsonObject().put("port", 9003).put("pollers", false));
    assertEquals(9003, fromCli.port());
    assertEquals(false, fromCli.pollers());
    assertEquals("http://localhost:9003", fromCli.publicBaseUrl());
  }

  @Test
  void defaultsMatchTheRunningItContract() {
    AppConfig c = ConfigLoader.load(Path.of("missing.json"), Map.of(), new JsonObject());
    assertEquals(8080, c.port());
    assertEquals(Path.of("./data"), c.dataDir());
    assertEquals(null, c.dbUrl());
    assertEquals(true, c.pollers());
    assertEquals(30, c.rateLimit().keylessPerMinute());
    assertEquals(120, c.rateLimit().keyedPerMinute());
    assertEquals(List.of(), c.rateLimit().trustedProxies());
    assertEquals("https://cdn.finra.org/equity/regsho/daily", c.upstream("finra-short-volume").baseUrl());
  }

  @Test
  void invalidValuesStopStartUpNamingTheSetting() {
    ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(Path.of("missing.json"),
        Map.of("OPENMARKETS_RATE_LIMIT__KEYLESS_PER_MINUTE", "-3"), new JsonObject()));
    assertEquals("rateLimit.keylessPerMinute must be positive, got -3", e.getMessage());
    assertThrows(ConfigException.class, () -> ConfigLoader.load(Path.of("missing.json"),
        Map.of("OPENMARKETS_PORT", "eighty"), new JsonObject()));
  }

  @Test
  void aMisspeltKeyStopsStartUpWithTheNearestKnownOne(@TempDir Path dir) throws Exception {
    Path conf = dir.resolve("openmarkets.json");
    Files.writeString(conf, "{\"rateLimit\": {\"keylesPerMinute\": 10}}");
    ConfigException file = assertThrows(ConfigException.class, () -> ConfigLoader.load(conf, Map.of(), new JsonObject()));
    assertEquals("unknown configuration key 'rateLimit.keylesPerMinute' in " + conf
        + "; did you mean 'rateLimit.keylessPerMinute'?", file.getMessage());

    ConfigException env = assertThrows(ConfigException.class, () -> ConfigLoader.load(dir.resolve("none.json"),
        Map.of("OPENMARKETS_REDIS_ULR", "redis://x:6379"), new JsonObject()));
    assertEquals("unknown configuration key 'redisUlr' in the OPENMARKETS_* environment variables; did you mean 'redisUrl'?",
        env.getMessage());

    ConfigException upstream = assertThrows(ConfigException.class, () -> ConfigLoader.load(dir.resolve("none.json"),
        Map.of("OPENMARKETS_UPSTREAMS__FINRA_SHORT_VOLUME__BASE_UR", "http://x"), new JsonObject()));
    assertEquals("unknown configuration key 'upstreams.finra-short-volume.baseUr' in the OPENMARKETS_* environment"
        + " variables; did you mean 'upstreams.finra-short-volume.baseUrl'?", upstream.getMessage());

    // names chosen by the user (per-dataset limits) and lists are not settings
    Files.writeString(conf, "{\"rateLimit\": {\"perDataset\": {\"short-volume\": {\"keylessPerMinute\": 5}}}}");
    assertEquals(30, ConfigLoader.load(conf, Map.of("OPENMARKETS_CONF", "x"), new JsonObject()).rateLimit().keylessPerMinute());
  }
}
