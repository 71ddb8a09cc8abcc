package dev.openmarkets.sec.api;

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
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * `import DATASET FILE_OR_DIR...` with SEC filings from disk: a directory of documents named after
 * their accession numbers, single files, a full .txt submission, and a file whose name holds no
 * accession (rejected with the naming rule, exit 1). Re-importing changes nothing.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SecImportTest {
  private Database db;
  private String dbUrl;

  @BeforeAll
  void createDatabase() {
    db = TestDb.freshDatabase("sec_import");
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

  @Test
  void directoriesAndSingleFilesOfEveryFilingDataset(@TempDir Path dir) throws Exception {
    LocalDate d = LocalDate.of(2026, 11, 10);
    Path form4s = Files.createDirectories(dir.resolve("form4"));
    Files.writeString(form4s.resolve("0000000003-26-000001.xml"), new SecXml.Form4("0000000111", "Disk Co", "DISK")
        .owner("0000000301", "Dee Isk").tx(d, "P", "10", "2", "10").xml());
    Files.writeString(form4s.resolve("form4-0000000003-26-000002.xml"), new SecXml.Form4("0000000111", "Disk Co",
        "DISK").owner("0000000302", "Dee Two").tx(d, "S", "5", "2", "5").xml());
    Files.writeString(form4s.resolve("0000000003-26-000003.txt"), SecXml.fullSubmission("0000000003-26-000003", "4",
        "20261110170000", new SecXml.Form4("0000000111", "Disk Co", "DISK").owner("0000000303", "Dee Three")
            .tx(d, "P", "1", "2", "1").xml()));
    Run run = importFiles("insiders", form4s.toString());
    assertEquals(0, run.exit(), run.out());
    assertTrue(run.out().contains("summary: 3 file(s), 3 loaded, 0 rejected; rows 3 inserted"), run.out());
    assertEquals(3, TestDb.count(db, "SELECT count(*) FROM insider_trades WHERE ticker = 'DISK'"));
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM insider_trades WHERE filed_at = '2026-11-10T22:00:00Z'"),
        "the .txt header's acceptance time, Eastern");

    Path tickers = dir.resolve("company_tickers.json");
    Files.writeString(tickers, SecXml.tickers("111|DISK|Disk Co"));
    Path notice = dir.resolve("0000000003-26-000101.xml");
    Files.writeString(notice, SecXml.form144("0000000111", "Disk Co", "Dee Isk", d, new String[] {"10", "20", "2026-11-11"}));
    Path schedule = dir.resolve("0000000003-26-000201.xml");
    Files.writeString(schedule, SecXml.schedule13g("SCHEDULE 13G", "0000000111", "Disk Co", "12345D101", d, d,
        "Disk Holder", "100", "6.1"));
    Path cover = dir.resolve("0000000003-26-000301-primary_doc.xml");
    Files.writeString(cover, SecXml.thirteenFCover("0000000611", "DISK FUND", LocalDate.of(2026, 9, 30), null, d));
    Path table = dir.resolve("0000000003-26-000301-infotable.xml");
    Files.writeString(table, SecXml.thirteenFTable(new String[] {"DISK CO", "12345D101", "20", "10"}));
    assertEquals(0, importFiles("sec-tickers", tickers.toString()).exit());
    assertEquals(0, importFiles("planned-sales", notice.toString()).exit());
    assertEquals(0, importFiles("large-holders", schedule.toString()).exit());
    Run funds = importFiles("funds", cover.toString(), table.toString());
    assertEquals(0, funds.exit(), funds.out());
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM planned_sale_rows WHERE ticker_eff = 'DISK'"));
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM large_holder_rows WHERE ticker_eff = 'DISK'"));
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM thirteenf_positions_at('infinity') WHERE cik = '0000000611'"));

    Run again = importFiles("insiders", form4s.toString());
    assertTrue(again.out().contains("rows 0 inserted, 0 updated, 3 unchanged"), again.out());
  }

  @Test
  void aFileNamedWithoutAnAccessionIsRejectedWithTheRule(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("some-form4.xml");
    Files.writeString(f, new SecXml.Form4("0000000112", "Nameless Co", "NMLS").tx(LocalDate.of(2026, 11, 2), "P",
        "1", "1", "1").xml());
    Run run = importFiles("insiders", f.toString());
    assertEquals(1, run.exit());
    assertTrue(run.out().contains("no accession number: name the file after it"), run.out());
  }
}
