package dev.openmarkets.sec.api;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.cli.BackfillCommand;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * `backfill insiders` against a local EDGAR: the daily form indexes of the range, then only the
 * Form 4 documents they list (not the 8-K or Form 144 beside them), through EDGAR's limiter rather
 * than the backfill's interval; a document that failed is the only request of the next run.
 */
@Tag("db")
class SecBackfillTest {
  private static final List<LocalDate> DAYS = List.of(LocalDate.of(2026, 11, 16), LocalDate.of(2026, 11, 17));

  private static String accession(LocalDate day, int n) {
    return String.format("0000000777-26-%02d%02d%02d", day.getMonthValue(), day.getDayOfMonth(), n);
  }

  private static String index(LocalDate day) {
    StringBuilder s = new StringBuilder("Description:           Daily Index of EDGAR Dissemination Feed by Form Type\n"
        + "Last Data Received:    " + day + "\n \nForm Type   Company Name" + " ".repeat(50)
        + "CIK         Date Filed  File Name\n" + "-".repeat(120) + "\n");
    String date = DateTimeFormatter.BASIC_ISO_DATE.format(day);
    for (int n = 1; n <= 2; n++) {
      s.append(String.format("%-12s%-62s%-12s%-12s%s%n", "4", "Edgar Test Corp", "777", date,
          "edgar/data/777/" + accession(day, n) + ".txt"));
    }
    s.append(String.format("%-12s%-62s%-12s%-12s%s%n", "8-K", "Edgar Test Corp", "777", date,
        "edgar/data/777/" + accession(day, 98) + ".txt"));
    s.append(String.format("%-12s%-62s%-12s%-12s%s%n", "144", "Edgar Test Corp", "777", date,
        "edgar/data/777/" + accession(day, 99) + ".txt"));
    return s.toString();
  }

  private static byte[] form4(LocalDate day, int n) {
    String xml = new SecXml.Form4("0000000777", "Edgar Test Corp", "EDGR").owner(String.format("%010d", 800 + n),
        "Insider " + n).director().tx(day, "P", "10", "1.5", "10").xml();
    return SecXml.fullSubmission(accession(day, n), "4", "20261120163045", xml).getBytes(StandardCharsets.UTF_8);
  }

  private static int backfill(AppConfig config, ByteArrayOutputStream out) throws Exception {
    return BackfillCommand.run(config, Families.all(), List.of("insiders"), DAYS.get(0), DAYS.get(1),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
  }

  @Test
  void indexesThenTheDatasetsDocumentsAndOnlyTheFailedOneAgain() throws Exception {
    Database db = TestDb.freshDatabase("sec_backfill");
    try (LocalUpstream edgar = new LocalUpstream()) {
      JsonObject upstream = new JsonObject().put("baseUrl", edgar.baseUrl()).put("userAgent", UA);
      DbUrl u = db.url();
      AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject()
          .put("dbUrl", "postgresql://" + u.user() + "@" + u.host() + ":" + u.port() + "/" + u.database())
          .put("backfill", new JsonObject().put("minIntervalMillis", 3000).put("retries", 0))
          .put("upstreams", new JsonObject().put("sec-edgar-index", upstream).put("sec-edgar-filings", upstream)
              .put("sec-edgar-tickers", upstream)));
      for (LocalDate day : DAYS) {
        edgar.serve("/Archives/edgar/daily-index/2026/QTR4/form." + DateTimeFormatter.BASIC_ISO_DATE.format(day) + ".idx",
            index(day).getBytes(StandardCharsets.UTF_8));
        for (int n = 1; n <= 2; n++) {
          edgar.serve("/Archives/edgar/data/777/" + accession(day, n) + ".txt", form4(day, n));
        }
      }
      String failing = "/Archives/edgar/data/777/" + accession(DAYS.get(1), 2) + ".txt";
      edgar.fail(failing, 500);

      ByteArrayOutputStream first = new ByteArrayOutputStream();
      assertEquals(1, backfill(config, first));
      String text = first.toString(StandardCharsets.UTF_8);
      assertTrue(text.contains("6 request(s) sent, 5 file(s) loaded"), text);
      assertTrue(text.contains("not loaded: " + accession(DAYS.get(1), 2) + ".txt: failed: HTTP 500"), text);
      List<String> paths = edgar.paths();
      assertEquals(6, paths.size(), paths.toString());
      assertTrue(paths.get(0).endsWith("form.20261116.idx") && paths.get(1).endsWith("form.20261117.idx"), paths.toString());
      assertTrue(paths.stream().noneMatch(p -> p.contains("-98.txt") || p.contains("-99.txt")), paths.toString());
      assertTrue(edgar.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
      // EDGAR's own limiter spaces these, not the 3 s backfill interval of plain upstreams
      long span = edgar.seen().get(5).atMillis() - edgar.seen().get(0).atMillis();
      assertTrue(span < 3000, span + " ms for six EDGAR requests");
      assertEquals(3, TestDb.count(db, "SELECT count(*) FROM ingest_files WHERE source = 'sec-edgar' AND status = 'loaded'"));

      edgar.forget();
      edgar.serve(failing, form4(DAYS.get(1), 2));
      ByteArrayOutputStream second = new ByteArrayOutputStream();
      assertEquals(0, backfill(config, second), second.toString(StandardCharsets.UTF_8));
      assertEquals(List.of(failing), edgar.paths());
      assertEquals(4, TestDb.count(db, "SELECT count(*) FROM ingest_files WHERE source = 'sec-edgar' AND status = 'loaded'"));
    }
  }
}
