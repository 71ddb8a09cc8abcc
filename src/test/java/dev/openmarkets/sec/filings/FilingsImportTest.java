package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.cli.ImportCommand;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * `import DATASET FILE...` of every dataset of the family with the real upstream files: full .txt
 * submissions (8-K, 424B2, S-1, 424B4), a feed .nc, an index page, submissions JSON, the company
 * index, a Form D and EFFECT notices named after their accession. Re-importing changes nothing; a
 * file of the wrong form is rejected with the reason and exit 1.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FilingsImportTest {
  private Database db;
  private String dbUrl;

  @BeforeAll
  void createDatabase() {
    db = TestDb.freshDatabase("sec_filings_import");
    DbUrl u = db.url();
    dbUrl = "postgresql://" + u.user() + (u.password() == null ? "" : ":" + u.password()) + "@" + u.host() + ":"
        + u.port() + "/" + u.database();
  }

  @AfterAll
  void close() throws Exception {
    db.close();
  }

  private record Run(int exit, String out) {
  }

  private Run importFiles(String... args) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int exit = ImportCommand.run(ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(),
        new JsonObject().put("dbUrl", dbUrl)), Families.all(), List.of(args), new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return new Run(exit, bytes.toString(StandardCharsets.UTF_8));
  }

  private static String fixture(String relative) {
    return Fixtures.sec().resolve(relative).toString();
  }

  @Test
  void everyDatasetImportsItsRealFilesAndReimportChangesNothing(@TempDir Path dir) throws Exception {
    String[] events = {"events", fixture("8-k/0001213900-25-032135.txt"), fixture("8-k/0000019617-26-000241-index.html"),
        fixture("dissemination-feed/0001493152-25-001317.nc"), fixture("submissions/CIK0001318605.json")};
    Run first = importFiles(events);
    assertEquals(0, first.exit(), first.out());
    long rows = TestDb.count(db, "SELECT count(*) FROM sec_events");
    assertEquals(3 + 127, rows, "three documents and Tesla's 127 8-K rows");
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM sec_events WHERE accession_no = '0001213900-25-032135' "
        + "AND items = '{2.02,4.02,7.01,9.01}' AND filed_at = '2025-04-15T20:30:25Z'"));
    Run again = importFiles(events);
    assertTrue(again.out().contains("rows 0 inserted, 0 updated, " + rows + " unchanged"), again.out());

    Run notes = importFiles("structured-products", fixture("424b2/0001918704-25-005439.txt"));
    assertEquals(0, notes.exit(), notes.out());
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM sec_structured_notes WHERE preliminary AND coupon IS NULL "
        + "AND underlyings IS NULL AND pricing_date = '2025-03-31' AND issuer = 'BofA Finance LLC'"));

    Path formD = Files.copy(Fixtures.sec().resolve("formD-primary_doc-1685REIT.xml"),
        dir.resolve("0001961089-23-000001-primary_doc.xml"));
    Path effect = Files.copy(Fixtures.sec().resolve("registration/EFFECT.primary_doc.10XCapitalIII-S1.xml"),
        dir.resolve("9999999995-22-000101-primary_doc.xml"));
    Run d = importFiles("startup-funding", formD.toString());
    assertEquals(0, d.exit(), d.out());
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM form_d_rows WHERE total_offering_amount = 125000 AND is_fund "
        + "AND filed_at_eff = '2023-01-27T00:00:00Z'"), "no index: the signature date");

    List<String> ipos = new ArrayList<>(List.of("ipos", fixture("index/company.20221003.idx"),
        fixture("registration/0001104659-23-076317.txt"), fixture("registration/0001104659-24-132924.txt"),
        effect.toString(), fixture("submissions/CIK0001881551.json")));
    Run r = importFiles(ipos.toArray(new String[0]));
    assertEquals(0, r.exit(), r.out());
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM sec_registrations WHERE accession_no = '0001104659-24-132924' "
        + "AND form_type = '424B4' AND filed_at = '2024-12-31T22:23:04Z'"));
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM sec_registrations WHERE accession_no = '0001213900-22-061133' "
        + "AND form_type = 'RW' AND company = 'Snow Lake Resources Ltd.'"));
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM sec_filing_queue WHERE accession_no = '0001193125-22-256658'"),
        "the index queues its 8-Ks for the documents poller");

    Run wrong = importFiles("events", fixture("424b2/0001918704-25-005439.txt"));
    assertEquals(1, wrong.exit(), wrong.out());
    assertTrue(wrong.out().contains("not an 8-K: submission type 424B2"), wrong.out());
  }
}
