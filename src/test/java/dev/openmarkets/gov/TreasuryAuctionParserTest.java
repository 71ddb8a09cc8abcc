package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.gov.auctions.AuctionRow;
import dev.openmarkets.gov.auctions.TreasuryAuctionParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The auction parser over the real TreasuryDirect and Fiscal Data samples, every figure checked
 * against the file read here independently (Vert.x JSON, not the parser's Jackson tree), plus the
 * rejections that keep a garbled document out whole.
 */
class TreasuryAuctionParserTest {
  private final TreasuryAuctionParser parser = new TreasuryAuctionParser();

  private List<AuctionRow> parse(String name, byte[] bytes) throws Exception {
    return parser.parse(new UpstreamFile(name, bytes));
  }

  private static String blankToNull(String s) {
    return s == null || s.isEmpty() ? null : s;
  }

  private static String plain(BigDecimal d) {
    return d == null ? null : d.toPlainString();
  }

  @Test
  void treasuryDirectRecordsMatchTheFileExactly() throws Exception {
    byte[] bytes = GovFixtures.bytes("treasury/TA_WS-securities-search.2records.json");
    JsonArray file = new JsonArray(new String(bytes, StandardCharsets.UTF_8));
    List<AuctionRow> rows = parse("TA_WS-securities-search.2records.json", bytes);
    assertEquals(file.size(), rows.size());
    String[][] fields = {{"offeringAmount", "o"}, {"highYield", "hy"}, {"highDiscountRate", "hd"},
        {"highInvestmentRate", "hi"}, {"interestRate", "ir"}, {"bidToCoverRatio", "b"}, {"totalTendered", "tt"},
        {"totalAccepted", "ta"}, {"primaryDealerAccepted", "p"}, {"directBidderAccepted", "d"},
        {"indirectBidderAccepted", "i"}};
    for (int i = 0; i < rows.size(); i++) {
      JsonObject f = file.getJsonObject(i);
      AuctionRow r = rows.get(i);
      assertEquals(f.getString("cusip"), r.cusip());
      assertEquals(LocalDate.parse(f.getString("auctionDate").substring(0, 10)), r.auctionDate());
      assertEquals(LocalDate.parse(f.getString("maturityDate").substring(0, 10)), r.maturityDate());
      assertEquals(LocalDate.parse(f.getString("issueDate").substring(0, 10)), r.issueDate());
      assertEquals(f.getString("securityTerm"), r.securityTerm());
      assertEquals("auctioned", r.status());
      List<String> got = List.of(String.valueOf(plain(r.offeringAmount())), String.valueOf(plain(r.highYield())),
          String.valueOf(plain(r.highDiscountRate())), String.valueOf(plain(r.highInvestmentRate())),
          String.valueOf(plain(r.interestRate())), String.valueOf(plain(r.bidToCoverRatio())),
          String.valueOf(plain(r.totalTendered())), String.valueOf(plain(r.totalAccepted())),
          String.valueOf(plain(r.primaryDealerAccepted())), String.valueOf(plain(r.directBidderAccepted())),
          String.valueOf(plain(r.indirectBidderAccepted())));
      for (int k = 0; k < fields.length; k++) {
        assertEquals(String.valueOf(blankToNull(f.getString(fields[k][0]))), got.get(k), fields[k][0] + " of " + r.cusip());
      }
    }
    // the bill: discount rates, no yield; the bond: 4-decimal high yield kept as printed
    assertEquals("Bill", rows.get(0).securityType());
    assertEquals("5.285000", rows.get(0).highDiscountRate().toPlainString());
    assertNull(rows.get(0).highYield());
    assertEquals("Bond", rows.get(1).securityType());
    assertEquals("4.7690", rows.get(1).highYield().toPlainString());
    assertEquals("2.240000", rows.get(1).bidToCoverRatio().toPlainString());
  }

  @Test
  void fiscalDataUpcomingRowsAreAnnouncedWithTheirKinds() throws Exception {
    byte[] bytes = GovFixtures.bytes("treasury/upcoming_auctions.json");
    JsonArray data = new JsonObject(new String(bytes, StandardCharsets.UTF_8)).getJsonArray("data");
    List<AuctionRow> rows = parse("upcoming_auctions.json", bytes);
    assertEquals(90, data.size());
    assertEquals(data.size(), rows.size());
    for (int i = 0; i < rows.size(); i++) {
      JsonObject f = data.getJsonObject(i);
      AuctionRow r = rows.get(i);
      assertEquals(f.getString("cusip"), r.cusip());
      assertEquals(LocalDate.parse(f.getString("auction_date")), r.auctionDate());
      assertEquals(LocalDate.parse(f.getString("announcemt_date")), r.announcementDate());
      assertEquals(LocalDate.parse(f.getString("issue_date")), r.issueDate());
      // Fiscal Data writes a missing amount as the string "null" (two rows of this file)
      String amount = f.getString("offering_amt");
      assertEquals("null".equals(amount) ? null : amount, plain(r.offeringAmount()));
      assertEquals(f.getString("security_term"), r.securityTerm());
      assertEquals("announced", r.status());
      String t = f.getString("security_type");
      assertEquals(t.startsWith("TIPS") ? "TIPS" : t.startsWith("FRN") ? "FRN" : t, r.securityType());
      assertNull(r.maturityDate());
      assertNull(r.highYield());
    }
    assertTrue(rows.stream().anyMatch(r -> r.securityType().equals("TIPS")));
    assertTrue(rows.stream().anyMatch(r -> r.securityType().equals("CMB")));
    assertEquals(2, rows.stream().filter(r -> r.offeringAmount() == null).count());
  }

  @Test
  void anAnnouncedTreasuryDirectRecordHasNoResults() throws Exception {
    String json = "[{\"cusip\":\"91282CPF6\",\"auctionDate\":\"2026-11-24T00:00:00\",\"type\":\"Note\","
        + "\"securityType\":\"Note\",\"securityTerm\":\"2-Year\",\"offeringAmount\":\"69000000000\","
        + "\"highYield\":\"\",\"totalAccepted\":\"\",\"tips\":\"No\"}]";
    AuctionRow r = parse("announced.json", json.getBytes(StandardCharsets.UTF_8)).get(0);
    assertEquals("announced", r.status());
    assertEquals("69000000000", r.offeringAmount().toPlainString());
  }

  @Test
  void garbledDocumentsAreRejectedWhole() {
    assertThrows(RejectedFileException.class, () -> parse("x.json", "[{\"cusip\":".getBytes(StandardCharsets.UTF_8)));
    assertThrows(RejectedFileException.class, () -> parse("x.json", "{\"meta\":{}}".getBytes(StandardCharsets.UTF_8)));
    assertThrows(RejectedFileException.class, () -> parse("x.json",
        "[{\"cusip\":\"A\",\"auctionDate\":\"2026-01-01T00:00:00\",\"type\":\"Note\",\"highYield\":\"4.1x\"}]"
            .getBytes(StandardCharsets.UTF_8)));
    assertThrows(RejectedFileException.class, () -> parse("x.json",
        "[{\"cusip\":\"A\",\"type\":\"Note\"}]".getBytes(StandardCharsets.UTF_8)));
    assertThrows(RejectedFileException.class, () -> parse("x.json",
        "[{\"cusip\":\"A\",\"auctionDate\":\"2026-01-01T00:00:00\",\"type\":\"Stock\",\"securityType\":\"Stock\"}]"
            .getBytes(StandardCharsets.UTF_8)));
  }
}
