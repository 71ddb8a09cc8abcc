package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Resources;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The shipped --demo files must load through the same parsers as upstream files. */
class DemoFilesTest {
  private static UpstreamFile demo(String path) throws IOException {
    return Resources.file("/demo/" + path);
  }

  @Test
  void shortVolumeDaysLoad() throws Exception {
    for (int day = 16; day <= 20; day++) {
      LocalDate date = LocalDate.of(2026, 11, day);
      List<ShortVolumeRow> rows =
          new ShortVolumeParser().parse(demo("finra/CNMSshvol202611" + day + ".txt"));
      assertEquals(25, rows.size());
      assertTrue(rows.stream().allMatch(r -> r.date().equals(date)), "all rows dated " + date);
      assertTrue(rows.stream().anyMatch(r -> r.symbol().equals("BRK-B")));
      assertTrue(rows.stream().anyMatch(r -> r.totalVolume().scale() == 6), "fractional volumes");
      long big = rows.stream()
          .filter(r -> r.totalVolume().compareTo(BigDecimal.valueOf(1_000_000)) >= 0).count();
      assertTrue(big >= 20, big + " symbols with total volume >= 1,000,000");
    }
  }

  @Test
  void shortInterestFilesLoadAndChainTheirQuantities() throws Exception {
    Map<String, ShortInterestRow> oct = bySymbol(demo("finra/shrt20261031.csv"));
    Map<String, ShortInterestRow> nov = bySymbol(demo("finra/shrt20261114.csv"));
    assertEquals(25, oct.size());
    assertEquals(oct.keySet(), nov.keySet());
    for (String symbol : oct.keySet()) {
      assertEquals(oct.get(symbol).shortQty(), nov.get(symbol).previousShortQty(), symbol);
      assertEquals(ShortInterestParser.changePct(nov.get(symbol).shortQty(),
          nov.get(symbol).previousShortQty()), nov.get(symbol).changePct(), symbol);
    }
    assertEquals(LocalDate.of(2026, 11, 14), nov.get("BRK-B").settlementDate());
  }

  private static Map<String, ShortInterestRow> bySymbol(UpstreamFile file) throws Exception {
    return new ShortInterestParser().parse(file).stream()
        .collect(Collectors.toMap(ShortInterestRow::symbol, Function.identity()));
  }

  @Test
  void failsToDeliverFilesLoadWithMatchingTrailers() throws Exception {
    for (String name : List.of("cnsfails202610b.txt", "cnsfails202611a.txt")) {
      FailsToDeliverFile file = new FailsToDeliverParser().parseFile(demo("sec/" + name));
      assertTrue(file.matchesTrailer(), name);
      assertTrue(file.rows().size() >= 10 && file.rows().size() <= 20, name);
      assertTrue(file.rows().stream().anyMatch(r -> r.price() == null), name + " has a '.' price");
      assertTrue(file.rows().stream().allMatch(r -> r.description().length() <= 30), name);
    }
    FailsToDeliverRow first = new FailsToDeliverParser().parse(demo("sec/cnsfails202610b.txt")).get(0);
    assertEquals(LocalDate.of(2026, 10, 16), first.settlementDate());
    assertNull(new FailsToDeliverParser().parse(demo("sec/cnsfails202611a.txt")).stream()
        .filter(r -> r.cusip().equals("99999P117")).findFirst().orElseThrow().symbol());
  }

  @Test
  void thresholdListsLoadWithInferredMarketAndDate() throws Exception {
    Map<String, String> files = Map.of("nasdaq", "threshold/nasdaqth20261120.txt",
        "nyse", "threshold/nyseth20261120.txt", "cboe", "threshold/cboeth20261120.txt");
    for (Map.Entry<String, String> e : files.entrySet()) {
      List<ThresholdRow> rows = new ThresholdListParser().parse(demo(e.getValue()));
      assertTrue(rows.size() >= 2, e.getValue());
      assertTrue(rows.stream().allMatch(r -> r.market().equals(e.getKey())
          && r.date().equals(LocalDate.of(2026, 11, 20))), e.getValue());
    }
  }
}
