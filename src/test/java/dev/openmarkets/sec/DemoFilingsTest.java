package dev.openmarkets.sec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.Accessions;
import dev.openmarkets.sec.edgar.CompanyTickers;
import dev.openmarkets.sec.edgar.FilingMeta;
import dev.openmarkets.sec.edgar.FilingRef;
import dev.openmarkets.sec.edgar.SubmissionsParser;
import dev.openmarkets.sec.funds.ThirteenFCover;
import dev.openmarkets.sec.funds.ThirteenFCoverParser;
import dev.openmarkets.sec.funds.ThirteenFHolding;
import dev.openmarkets.sec.funds.ThirteenFParser;
import dev.openmarkets.sec.insiders.ClusterCalculator;
import dev.openmarkets.sec.insiders.ClusterQuery;
import dev.openmarkets.sec.insiders.ClusterRow;
import dev.openmarkets.sec.insiders.Form4Filing;
import dev.openmarkets.sec.insiders.Form4Parser;
import dev.openmarkets.sec.insiders.InsiderPurchase;
import dev.openmarkets.sec.insiders.InsiderTradeRow;
import dev.openmarkets.sec.largeholders.LargeHolderRow;
import dev.openmarkets.sec.largeholders.Schedule13Parser;
import dev.openmarkets.sec.plannedsales.Form144Parser;
import dev.openmarkets.sec.plannedsales.PlannedSaleRow;
import dev.openmarkets.testing.Resources;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bundled --demo filings parse with the real parsers and hold the stories the README tells. */
class DemoFilingsTest {
  private static final String DIR = "/demo/sec-filings/";

  private static UpstreamFile demo(String name) {
    return Resources.file(DIR + name);
  }

  private static List<String> files() {
    return new String(demo("files.txt").bytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
  }

  @Test
  void everyListedFileParsesAndFormsTwoClusters() throws Exception {
    List<String> files = files();
    assertEquals(18, files.size());
    CompanyTickers tickers = CompanyTickers.parse(demo("company_tickers.json"));
    Map<String, Instant> filedAt = new HashMap<>();
    for (String f : files) {
      if (f.startsWith("submissions/")) {
        for (FilingRef r : new SubmissionsParser().parse(demo(f))) {
          filedAt.put(r.accessionNumber(), r.acceptanceDateTime());
        }
      }
    }
    assertEquals(13, filedAt.size(), "one acceptance time per demo accession");

    List<InsiderPurchase> purchases = new ArrayList<>();
    List<InsiderTradeRow> sales = new ArrayList<>();
    List<PlannedSaleRow> planned = new ArrayList<>();
    List<LargeHolderRow> holders = new ArrayList<>();
    List<ThirteenFHolding> holdings = new ArrayList<>();
    for (String f : files) {
      UpstreamFile file = demo(f);
      FilingMeta meta = new FilingMeta(Accessions.fromFileName(f), filedAt.get(Accessions.fromFileName(f)));
      if (f.startsWith("form4-")) {
        Form4Filing filing = new Form4Parser().parse(file, meta);
        for (InsiderTradeRow r : filing.insiderRows()) {
          assertNotNull(r.filedAt(), f);
          if (InsiderPurchase.fromRow(r) != null) {
            purchases.add(InsiderPurchase.fromRow(r));
          } else {
            sales.add(r);
          }
        }
      } else if (f.startsWith("form144-")) {
        planned.addAll(new Form144Parser(tickers).parse(file, meta));
      } else if (f.startsWith("sc13")) {
        holders.addAll(new Schedule13Parser(tickers).parse(file, meta));
      } else if (f.startsWith("13f-primary_doc-")) {
        ThirteenFCover cover = new ThirteenFCoverParser().parse(file, meta);
        assertEquals(LocalDate.of(2026, 9, 30), cover.periodOfReport());
        holdings.addAll(ThirteenFParser.forCover(cover, null).parse(demo(f.replace("primary_doc", "infotable"))));
      }
    }
    assertEquals(8, purchases.size());
    assertEquals(1, sales.size());
    assertEquals("S", sales.get(0).txCode());
    assertEquals(new BigDecimal("109230.0000"), sales.get(0).valueUsd());
    assertEquals("ZZNW", planned.get(0).ticker());
    assertEquals(List.of("ZZBF", "ZZBF", "ZZNW"), holders.stream().map(LargeHolderRow::ticker).toList());
    assertEquals(5, holdings.size());
    assertEquals(new BigDecimal("40685750"), holdings.stream().map(ThirteenFHolding::valueUsd)
        .reduce(BigDecimal.ZERO, BigDecimal::add));

    List<ClusterRow> clusters = new ClusterCalculator().compute(purchases,
        ClusterQuery.defaults(LocalDate.of(2026, 11, 30)));
    assertEquals(List.of("ZZNW", "ZZBF"), clusters.stream().map(ClusterRow::ticker).toList());
    assertEquals(4, clusters.get(0).insiders());
    assertEquals(5, clusters.get(0).trades());
    assertEquals(new BigDecimal("618900.00"), clusters.get(0).valueUsd());
    assertEquals("Placeholder Dana", clusters.get(0).buyers().get(0).name());
    assertEquals("Director, 10% Owner", clusters.get(0).buyers().get(0).title());
    assertEquals(3, clusters.get(1).insiders());
    assertEquals(new BigDecimal("133350.00"), clusters.get(1).valueUsd());
  }
}
