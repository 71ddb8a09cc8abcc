package dev.openmarkets.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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

  @Test
  void aFileAskedForByNameMustBeThere(@TempDir Path dir) throws Exception {
    Path missing = dir.resolve("no-such-file.json");
    ConfigException byOption = assertThrows(ConfigException.class, () -> ConfigLoader.confFile(missing, Map.of()));
    assertEquals("configuration file " + missing + ", named by --conf, does not exist", byOption.getMessage());
    ConfigException byEnv = assertThrows(ConfigException.class,
        () -> ConfigLoader.confFile(null, Map.of("OPENMARKETS_CONF", missing.toString())));
    assertEquals("configuration file " + missing + ", named by OPENMARKETS_CONF, does not exist", byEnv.getMessage());
    ConfigException relative = assertThrows(ConfigException.class,
        () -> ConfigLoader.confFile(Path.of("conf/typo.json"), Map.of()));
    assertEquals("configuration file conf/typo.json (" + Path.of("conf/typo.json").toAbsolutePath()
        + "), named by --conf, does not exist", relative.getMessage());
    ConfigException directory = assertThrows(ConfigException.class, () -> ConfigLoader.confFile(dir, Map.of()));
    assertEquals("configuration file " + dir + ", named by --conf, is not a file", directory.getMessage());

    Path conf = dir.resolve("openmarkets.json");
    Files.writeString(conf, "{\"port\": 9001}");
    assertEquals(conf, ConfigLoader.confFile(conf, Map.of("OPENMARKETS_CONF", missing.toString())), "--conf wins");
    assertEquals(conf, ConfigLoader.confFile(null, Map.of("OPENMARKETS_CONF", conf.toString())));
    assertEquals(9001, ConfigLoader.load(ConfigLoader.confFile(conf, Map.of()), Map.of(), new JsonObject()).port());
    // nothing named: the default file, which may be absent
    assertEquals(ConfigLoader.DEFAULT_FILE, ConfigLoader.confFile(null, Map.of()));
    assertEquals(ConfigLoader.DEFAULT_FILE, ConfigLoader.confFile(null, Map.of("OPENMARKETS_CONF", "")));
  }

  @Test
  void anUnreadableFileAskedForStopsStartUp(@TempDir Path dir) throws Exception {
    Path conf = dir.resolve("secret.json");
    Files.writeString(conf, "{}");
    Files.setPosixFilePermissions(conf, java.util.Set.of());
    assumeTrue(!Files.isReadable(conf), "this user (root) reads any file");
    ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.confFile(conf, Map.of()));
    assertEquals("configuration file " + conf + ", named by --conf, cannot be read by this user", e.getMessage());
  }

  @Test
  void readReplicasComeFromTheFileTheEnvironmentOrTheCommandLine(@TempDir Path dir) throws Exception {
    assertEquals(List.of(), ConfigLoader.load(dir.resolve("none.json"), Map.of(), new JsonObject()).dbReadUrls());
    assertEquals(10_000, ConfigLoader.load(dir.resolve("none.json"), Map.of(), new JsonObject()).dbReadMaxLagMillis());
    Path conf = dir.resolve("openmarkets.json");
    Files.writeString(conf, "{\"dbReadUrls\": [\"postgresql://r1:5432/om\"], \"dbReadMaxLagMillis\": 2500}");
    AppConfig fromFile = ConfigLoader.load(conf, Map.of(), new JsonObject());
    assertEquals(List.of("postgresql://r1:5432/om"), fromFile.dbReadUrls());
    assertEquals(2500, fromFile.dbReadMaxLagMillis());
    AppConfig fromEnv = ConfigLoader.load(conf,
        Map.of("OPENMARKETS_DB_READ_URLS", "postgresql://r2:5432/om, postgresql://r3:5432/om"), new JsonObject());
    assertEquals(List.of("postgresql://r2:5432/om", "postgresql://r3:5432/om"), fromEnv.dbReadUrls());
    AppConfig fromCli = ConfigLoader.load(conf, Map.of("OPENMARKETS_DB_READ_URLS", "postgresql://r2:5432/om"),
        dev.openmarkets.cli.CommandLine.parse(new String[] {"serve", "--db-read-url", "postgresql://r4:5432/om",
            "--db-read-url", "postgresql://r5:5432/om"}).overrides());
    assertEquals(List.of("postgresql://r4:5432/om", "postgresql://r5:5432/om"), fromCli.dbReadUrls());
    ConfigException bad = assertThrows(ConfigException.class, () -> ConfigLoader.load(dir.resolve("none.json"),
        Map.of(), new JsonObject().put("dbReadUrls", new io.vertx.core.json.JsonArray().add(5))).dbReadUrls());
    assertEquals("dbReadUrls must list postgresql:// URLs, got 5", bad.getMessage());
  }
}
