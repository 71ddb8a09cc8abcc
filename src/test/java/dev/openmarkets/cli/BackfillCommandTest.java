package dev.openmarkets.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `backfill DATASET --from --to` against a local FINRA standing in for the real one: progress
 * lines, a failed file left for the next run, resumption that fetches only what is missing,
 * files a poller or `import` loaded never fetched, the upstream's User-Agent and the pace kept.
 */
@Tag("db")
class BackfillCommandTest {
  private static final String UA = "backfill-test/1.0 (ops@example.com)";

  private static AppConfig configFor(Database db, String finraBase) {
    DbUrl u = db.url();
    return ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject()
        .put("dbUrl", "postgresql://" + u.user() + "@" + u.host() + ":" + u.port() + "/" + u.database())
        .put("backfill", new JsonObject().put("minIntervalMillis", 150).put("retries", 0))
        .put("upstreams", new JsonObject().put("finra-short-volume", new JsonObject()
            .put("baseUrl", finraBase).put("userAgent", UA))));
  }

  private record Run(int code, String out, String err) {
  }

  private static Run backfill(AppConfig config, String dataset, String from, String to) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = BackfillCommand.run(config, Families.all(), List.of(dataset), LocalDate.parse(from), LocalDate.parse(to),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static byte[] day(String sample, String yyyymmdd) {
    return sample.replace("20261117", yyyymmdd).getBytes(StandardCharsets.ISO_8859_1);
  }

  @Test
  void fetchesTheRangeResumesAfterAFailureAndNeverFetchesAFileTwice(@TempDir Path dir) throws Exception {
    Database db = TestDb.freshDatabase("backfill_cli");
    String sample = Ingest.sample("finra/CNMSshvol20261117.txt");
    try (LocalUpstream finra = new LocalUpstream()) {
      AppConfig config = configFor(db, finra.baseUrl());
      // Monday 16th: loaded before by `import` (as a poller would have), so never asked of the upstream
      Path imported = dir.resolve("CNMSshvol20261116.txt");
      Files.write(imported, day(sample, "20261116"));
      assertEquals(0, ImportCommand.run(config, Families.all(), List.of("short-volume", imported.toString()),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
      finra.serve("/CNMSshvol20261117.txt", day(sample, "20261117"));
      finra.fail("/CNMSshvol20261118.txt", 503);
      // the 19th is absent (403, as FINRA's CDN answers a holiday)
      finra.serve("/CNMSshvol20261120.txt", day(sample, "20261120"));

      Run first = backfill(config, "short-volume", "2026-11-16", "2026-11-22");
      assertEquals(1, first.code(), first.out() + first.err());
      assertTrue(first.out().contains("4 request(s) sent, 2 file(s) loaded (10 rows changed), 1 absent upstream, "
          + "1 already fetched before, 1 failed or rejected"), first.out());
      assertTrue(first.out().contains("not loaded: CNMSshvol20261118.txt: failed: HTTP 503"), first.out());
      assertTrue(first.out().contains("run the same command again"), first.out());
      // plain progress lines on stderr (not a terminal): one per request, with counts and rate
      assertTrue(first.err().contains("finra-short-volume: 1 of 5 request(s) answered before, skipped"), first.err());
      assertTrue(first.err().contains("backfill short-volume: 1/4 (25%), "), first.err());
      assertTrue(first.err().contains(": CNMSshvol20261117.txt 5 rows: 5 inserted"), first.err());
      assertTrue(first.err().contains("backfill short-volume: 3/4 (75%), ") && first.err().contains("ETA"), first.err());
      assertTrue(first.err().contains("backfill short-volume: 4/4 (100%), "), first.err());
      assertTrue(first.err().contains("CNMSshvol20261119.txt absent upstream (HTTP 403)"), first.err());
      assertEquals(List.of("/CNMSshvol20261117.txt", "/CNMSshvol20261118.txt", "/CNMSshvol20261119.txt",
          "/CNMSshvol20261120.txt"), finra.paths());
      assertTrue(finra.seen().stream().allMatch(s -> UA.equals(s.userAgent())), finra.seen().toString());
      // four requests sent at least 150 ms apart (the first one's connection set-up delays its
      // arrival, so the span is what is measured here)
      List<LocalUpstream.Seen> seen = finra.seen();
      long span = seen.get(3).atMillis() - seen.get(0).atMillis();
      assertTrue(span >= 3 * 150 - 120, "four requests within " + span + " ms, minIntervalMillis is 150");
      assertEquals(15, TestDb.count(db, "SELECT count(*) FROM short_volume"));

      // the upstream recovers; a second run asks only for the file that failed
      finra.serve("/CNMSshvol20261118.txt", day(sample, "20261118"));
      Run second = backfill(config, "short-volume", "2026-11-16", "2026-11-22");
      assertEquals(0, second.code(), second.out() + second.err());
      assertTrue(second.err().contains("finra-short-volume: 4 of 5 request(s) answered before, skipped"), second.err());
      assertTrue(second.out().contains("1 request(s) sent, 1 file(s) loaded (5 rows changed), 0 absent upstream, "
          + "4 already fetched before, 0 failed or rejected"), second.out());
      assertEquals(20, TestDb.count(db, "SELECT count(*) FROM short_volume"));

      // a third run sends nothing
      Run third = backfill(config, "short-volume", "2026-11-16", "2026-11-22");
      assertEquals(0, third.code(), third.out() + third.err());
      assertTrue(third.out().contains("0 request(s) sent"), third.out());

      Map<String, Long> perPath = finra.paths().stream().collect(Collectors.groupingBy(Function.identity(),
          Collectors.counting()));
      assertEquals(Map.of("/CNMSshvol20261117.txt", 1L, "/CNMSshvol20261118.txt", 2L, "/CNMSshvol20261119.txt", 1L,
          "/CNMSshvol20261120.txt", 1L), perPath, "only the failed file is asked again");
      assertEquals(4, TestDb.count(db, "SELECT count(*) FROM backfill_requests WHERE upstream = 'finra-short-volume'"));
    }
  }

  @Test
  void aFileOfTheLastDaysAbsentUpstreamIsAskedAgainNextRun() throws Exception {
    Database db = TestDb.freshDatabase("backfill_cli_recent");
    try (LocalUpstream finra = new LocalUpstream()) {
      AppConfig config = configFor(db, finra.baseUrl());
      LocalDate today = LocalDate.now(java.time.ZoneOffset.UTC);
      // the last week, asked up to a date to come (clamped to today); FINRA has none of it here
      LocalDate from = today.minusDays(6);
      List<LocalDate> weekdays = java.util.stream.Stream.iterate(from, d -> !d.isAfter(today), d -> d.plusDays(1))
          .filter(d -> d.getDayOfWeek().getValue() <= 5).toList();
      long recent = weekdays.stream().filter(d -> d.isAfter(today.minusDays(BackfillRun.RECENT_DAYS))).count();
      Run first = backfill(config, "short-volume", from.toString(), today.plusDays(10).toString());
      assertEquals(0, first.code(), first.out() + first.err());
      assertEquals(weekdays.size(), finra.paths().size(), finra.paths().toString());
      assertTrue(first.out().contains(".." + today + ": " + weekdays.size() + " request(s) sent"), first.out());
      // the files of the last days may only be late: the next run asks for them again, and only them
      finra.forget();
      backfill(config, "short-volume", from.toString(), today.toString());
      assertEquals(recent, finra.paths().size(), finra.paths().toString());
      assertEquals(weekdays.size() - recent,
          TestDb.count(db, "SELECT count(*) FROM backfill_requests WHERE outcome = 'absent'"));
    }
  }

  @Test
  void aRefusalForTheRateStopsTheRun() throws Exception {
    Database db = TestDb.freshDatabase("backfill_cli_429");
    try (LocalUpstream finra = new LocalUpstream()) {
      AppConfig config = configFor(db, finra.baseUrl());
      finra.fail("/CNMSshvol20261102.txt", 429);
      Run run = backfill(config, "short-volume", "2026-11-02", "2026-11-06");
      assertEquals(1, run.code());
      assertEquals(List.of("/CNMSshvol20261102.txt"), finra.paths());
      assertTrue(run.out().contains("stopped: the upstream kept refusing for its rate (HTTP 429)"), run.out());
      assertEquals(0, TestDb.count(db, "SELECT count(*) FROM backfill_requests"));
    }
  }

  @Test
  void aDatasetWithoutHistoryOrUnknownSaysSo() throws Exception {
    Database db = TestDb.freshDatabase("backfill_cli_none");
    try (LocalUpstream nothing = new LocalUpstream()) {
      AppConfig config = configFor(db, nothing.baseUrl());
      Run options = backfill(config, "options", "2026-01-01", "2026-01-31");
      assertEquals(1, options.code());
      assertTrue(options.err().contains("options: no history to fetch by date range:\n  deribit-options: its upstream "
          + "serves the current state only"), options.err());
      Run fred = backfill(config, "fed-liquidity", "2020-01-01", "2026-01-31");
      assertEquals(1, fred.code());
      assertTrue(fred.err().contains("  fred: every poll fetches the whole series from its first observation"), fred.err());
      assertThrows(CommandLine.UsageException.class, () -> backfill(config, "no-such", "2026-01-01", "2026-01-31"));
      assertThrows(CommandLine.UsageException.class, () -> backfill(config, "short-volume", "2026-02-01", "2026-01-31"));
      assertTrue(nothing.paths().isEmpty());
    }
  }
}
