package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Parses the real upstream samples in the shared fixtures folder and checks every row against
 * the file's own line, split here independently of the parsers. Skipped when the folder is
 * absent; -Dopenmarkets.fixtures=DIR points it elsewhere.
 */
class FixtureConformanceTest {
  private static final DateTimeFormatter YYYYMMDD = DateTimeFormatter.ofPattern("uuuuMMdd");

  private static final Path ROOT =
      Fixtures.root();

  /** Shows up as skipped in the test report when the fixtures are absent (factories do not). */
  @Test
  void fixturesFolderHoldsTheShortSaleSamples() {
    Assumptions.assumeTrue(Files.isDirectory(ROOT), "no fixtures folder at " + ROOT.toAbsolutePath());
    assertTrue(Files.isDirectory(ROOT.resolve("finra")), "no finra/ in " + ROOT.toAbsolutePath());
    assertTrue(Files.isDirectory(ROOT.resolve("sec")), "no sec/ in " + ROOT.toAbsolutePath());
  }

  private static Path fixtures(String sub) {
    Path dir = ROOT.resolve(sub);
    Assumptions.assumeTrue(Files.isDirectory(dir), "no fixtures folder at " + dir.toAbsolutePath());
    return dir;
  }

  private static List<Path> files(Path dir, String prefix, String suffix) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().startsWith(prefix)
          && p.getFileName().toString().endsWith(suffix)).sorted().toList();
    }
  }

  private static UpstreamFile upstream(Path p) throws IOException {
    return new UpstreamFile(p.getFileName().toString(), Files.readAllBytes(p));
  }

  /** The file's lines with any trailing blank lines dropped, split without PipeLines. */
  private static List<String> lines(Path p) throws IOException {
    List<String> lines = new ArrayList<>(Arrays.asList(
        new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1).split("\r?\n", -1)));
    while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
      lines.remove(lines.size() - 1);
    }
    return lines;
  }

  private static String[] split(String line) {
    return line.split("\\|", -1);
  }

  private static String symbol(String raw) {
    String s = raw.strip().toUpperCase(Locale.ROOT).replace('/', '-').replace('.', '-');
    return s.isEmpty() ? null : s;
  }

  private static String text(BigDecimal d) {
    return d == null ? "" : d.toPlainString();
  }

  private static String textOrEmpty(String s) {
    return s == null ? "" : s;
  }

  private static List<Path> require(List<Path> files, String what) {
    assertTrue(!files.isEmpty(), "no " + what + " in the fixtures folder");
    return files;
  }

  @TestFactory
  Stream<DynamicTest> finraShortVolume() throws IOException {
    Path dir = fixtures("finra");
    return require(files(dir, "CNMSshvol", ".txt"), "CNMSshvol*.txt").stream()
        .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
          List<ShortVolumeRow> rows = new ShortVolumeParser().parse(upstream(p));
          List<String> lines = lines(p);
          List<String> data = lines.subList(1, lines.size() - 1);
          assertEquals(data.size(), rows.size());
          assertEquals(Long.parseLong(lines.get(lines.size() - 1)), rows.size());
          for (int i = 0; i < data.size(); i++) {
            String[] f = split(data.get(i));
            ShortVolumeRow r = rows.get(i);
            String at = p.getFileName() + " row " + (i + 1);
            assertEquals(LocalDate.parse(f[0], YYYYMMDD), r.date(), at);
            assertEquals(symbol(f[1]), r.symbol(), at);
            assertEquals(f[2], text(r.shortVolume()), at);
            assertEquals(f[3], text(r.shortExemptVolume()), at);
            assertEquals(f[4], text(r.totalVolume()), at);
            assertEquals(f[5], textOrEmpty(r.market()), at);
          }
        }));
  }

  @TestFactory
  Stream<DynamicTest> finraShortInterest() throws IOException {
    Path dir = fixtures("finra");
    return require(files(dir, "shrt", ".csv"), "shrt*.csv").stream()
        .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
          List<ShortInterestRow> rows = new ShortInterestParser().parse(upstream(p));
          List<String> lines = lines(p);
          List<String> data = lines.subList(1, lines.size());
          assertEquals(data.size(), rows.size());
          for (int i = 0; i < data.size(); i++) {
            String[] f = split(data.get(i));
            ShortInterestRow r = rows.get(i);
            String at = p.getFileName() + " row " + (i + 1);
            assertEquals(14, f.length, at);
            assertEquals(LocalDate.parse(f[13]), r.settlementDate(), at);
            assertEquals(symbol(f[1]), r.symbol(), at);
            assertEquals(f[2].stripTrailing(), textOrEmpty(r.issueName()), at);
            assertEquals(f[4], textOrEmpty(r.marketClass()), at);
            assertEquals(f[5], text(r.shortQty()), at);
            assertEquals(f[6], text(r.previousShortQty()), at);
            assertEquals(f[8], text(r.avgDailyVol()), at);
            assertEquals(f[9], text(r.daysToCover()), at);
            assertEquals(f[10], textOrEmpty(r.revisionFlag()), at);
            if (!f[11].isEmpty()) {
              assertEquals(f[11], text(r.changePct()), at);
            }
          }
        }));
  }

  /** With changePercent blanked out, the parser's computed value must equal FINRA's own. */
  @TestFactory
  Stream<DynamicTest> finraShortInterestComputedChange() throws IOException {
    Path dir = fixtures("finra");
    return require(files(dir, "shrt", ".csv"), "shrt*.csv").stream()
        .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
          List<String> lines = lines(p);
          StringBuilder blanked = new StringBuilder(lines.get(0)).append('\n');
          for (String line : lines.subList(1, lines.size())) {
            String[] f = split(line);
            f[11] = "";
            blanked.append(String.join("|", f)).append('\n');
          }
          List<ShortInterestRow> rows = new ShortInterestParser().parse(new UpstreamFile(
              p.getFileName().toString(), blanked.toString().getBytes(StandardCharsets.ISO_8859_1)));
          int checked = 0;
          for (int i = 0; i < rows.size(); i++) {
            String[] f = split(lines.get(i + 1));
            if (!f[11].isEmpty() && !f[6].isEmpty()) {
              assertEquals(f[11], text(rows.get(i).changePct()), p.getFileName() + " row " + (i + 1));
              checked++;
            }
          }
          assertTrue(checked > 0, "no row with both changePercent and a previous quantity");
        }));
  }

  @TestFactory
  Stream<DynamicTest> secFailsToDeliver() throws IOException {
    Path dir = fixtures("sec");
    return require(files(dir, "cnsfails", ".txt"), "cnsfails*.txt").stream()
        .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
          FailsToDeliverFile parsed = new FailsToDeliverParser().parseFile(upstream(p));
          List<String> lines = lines(p);
          int n = lines.size();
          assertEquals("Trailer record count " + parsed.trailerRecordCount(), lines.get(n - 2));
          assertEquals("Trailer total quantity of shares "
              + parsed.trailerTotalQuantity().toPlainString(), lines.get(n - 1));
          List<String> data = lines.subList(1, n - 2);
          List<FailsToDeliverRow> rows = parsed.rows();
          assertEquals(data.size(), rows.size());
          for (int i = 0; i < data.size(); i++) {
            String[] f = split(data.get(i));
            FailsToDeliverRow r = rows.get(i);
            String at = p.getFileName() + " row " + (i + 1);
            assertEquals(LocalDate.parse(f[0], YYYYMMDD), r.settlementDate(), at);
            assertEquals(f[1], r.cusip(), at);
            assertEquals(symbol(f[2]), r.symbol(), at);
            assertEquals(f[3], text(r.quantity()), at);
            assertEquals(f[4].stripTrailing(), textOrEmpty(r.description()), at);
            if (f[5].equals(".")) {
              assertNull(r.price(), at);
            } else {
              assertNotNull(r.price(), at);
              assertEquals(f[5], r.price().toPlainString(), at);
            }
          }
        }));
  }

  /** The same fixture wrapped the way the SEC serves it must give the same rows. */
  @TestFactory
  Stream<DynamicTest> secFailsToDeliverZipped() throws IOException {
    Path dir = fixtures("sec");
    return require(files(dir, "cnsfails", ".txt"), "cnsfails*.txt").stream()
        .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          try (ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(p.getFileName().toString()));
            zip.write(Files.readAllBytes(p));
            zip.closeEntry();
          }
          String zipName = p.getFileName().toString().replace(".txt", ".zip");
          FailsToDeliverParser parser = new FailsToDeliverParser();
          assertEquals(parser.parse(upstream(p)),
              parser.parse(new UpstreamFile(zipName, out.toByteArray())));
        }));
  }
}
