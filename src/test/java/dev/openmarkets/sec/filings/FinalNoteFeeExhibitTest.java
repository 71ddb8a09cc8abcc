package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.filings.notes.FilingFees;
import dev.openmarkets.sec.filings.notes.NoteTerms;
import dev.openmarkets.sec.filings.notes.NoteText;
import dev.openmarkets.sec.filings.notes.StructuredNoteParser;
import dev.openmarkets.sec.filings.notes.StructuredNoteRow;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A final pricing supplement whose text states neither the aggregate amount nor a Bloomberg symbol:
 * the amount comes from the fee exhibit (a narrative ffd:NrrtvMaxAggtOfferingPric inside the
 * ffd:NrrtvDsclsr sentence, the offering line tagged as a dash and the guarantee line as 0, as
 * pay-as-you-go 424B2s are tagged), the underlying from the index the cover names.
 */
class FinalNoteFeeExhibitTest {
  private static final String SAMPLE = "sec/424b2-final-spx-fee-exhibit.txt";

  @Test
  void theFeeExhibitAmountAndTheCoverIndexAreRead() throws Exception {
    StructuredNoteRow row = StructuredNoteParser.parse(new UpstreamFile("0009999005-26-000501.txt",
        Ingest.sample(SAMPLE).getBytes(StandardCharsets.ISO_8859_1)));
    assertEquals("Example Finance LLC", row.issuer());
    assertEquals("0009999005-26-000501", row.accessionNo());
    NoteTerms t = row.terms();
    assertFalse(t.preliminary());
    assertEquals(new BigDecimal("2150000.00"), t.principalUsd());
    assertEquals(List.of("SPX"), t.underlyings());
  }

  @Test
  void everyFeeElementThatStatesTheAmountIsRead() {
    // the total first, whatever the prefix
    assertEquals(new BigDecimal("3000000"), FilingFees.offeringAmount("<ix:nonFraction name=\"fee:MaxAggtOfferingPric\">"
        + "1,000,000</ix:nonFraction><ix:nonFraction name=\"fee:TtlOfferingAmt\">3,000,000</ix:nonFraction>"));
    // a zero total (457(r) pay-as-you-go) gives way to the narrative amount
    assertEquals(new BigDecimal("750000.00"), FilingFees.offeringAmount("<ix:nonFraction name=\"ffd:TtlOfferingAmt\">0"
        + "</ix:nonFraction><ix:nonNumeric name=\"ffd:NrrtvDsclsr\"><p>Maximum aggregate offering price: $"
        + "<ix:nonFraction name=\"ffd:NrrtvMaxAggtOfferingPric\" scale=\"0\">750,000.00</ix:nonFraction></p></ix:nonNumeric>"));
    // the amount only in the words of a narrative fact
    assertEquals(new BigDecimal("1350000"), FilingFees.offeringAmount("<ix:nonNumeric name=\"ffd:OfferingNote\" "
        + "contextRef=\"c1\">The maximum aggregate offering price of the notes to which this pricing supplement relates is "
        + "$1,350,000.</ix:nonNumeric>"));
    assertEquals(new BigDecimal("2500000"), FilingFees.offeringAmount("<ix:nonNumeric name=\"ffd:NrrtvDsclsr\">$2,500,000 "
        + "aggregate principal amount of notes</ix:nonNumeric>"));
    // a plain XBRL instance carries full values
    assertEquals(new BigDecimal("30190000000"), FilingFees.offeringAmount("<?xml version=\"1.0\"?><xbrl "
        + "xmlns:ffd=\"http://xbrl.sec.gov/ffd/2025\"><ffd:MaxAggtOfferingPric contextRef=\"offrl_1\" decimals=\"0\" "
        + "unitRef=\"USD\">30000000000</ffd:MaxAggtOfferingPric><ffd:MaxAggtOfferingPric contextRef=\"offrl_2\" "
        + "decimals=\"0\" unitRef=\"USD\">190000000</ffd:MaxAggtOfferingPric></xbrl>"));
    // a tagged zero stays a zero; nothing tagged stays null
    assertEquals(BigDecimal.ZERO, FilingFees.offeringAmount("<ix:nonFraction name=\"ffd:MaxAggtOfferingPric\">0"
        + "</ix:nonFraction>"));
    assertNull(FilingFees.offeringAmount("<p>Calculation of Filing Fee Tables</p><ix:nonNumeric name=\"ffd:FormTp\">424B2"
        + "</ix:nonNumeric>"));
  }

  @Test
  void theCoverNamesTheIndexesInOrder() {
    assertEquals(List.of("NDX", "RTY"), NoteText.read("Contingent Income Auto-Callable Securities Linked to the Lesser "
        + "Performing of the Nasdaq-100 Index® and the Russell 2000® Index", null).underlyings());
    assertEquals(List.of("SPX", "INDU"), NoteText.read("Notes Linked to the S&P 500® Index and the Dow Jones Industrial "
        + "Average", null).underlyings());
    assertEquals(List.of("NDX", "RTY"), NoteText.read("Notes Linked to the Nasdaq-100 Index and the Russell 2000 Index",
        null).underlyings());
    assertNull(NoteText.read("Notes Linked to the S&P 500® Futures Excess Return Index", null).underlyings());
    assertEquals(List.of("SPX"), NoteText.read("Notes linked to the S&P 500 (Bloomberg ticker: SPX) and the Nasdaq-100 "
        + "Index", null).underlyings(), "a Bloomberg symbol wins over the names");
  }

  @Tag("db")
  @Test
  void itReadsBackExactlyThroughTheApi() throws Exception {
    String today = DateTimeFormatter.BASIC_ISO_DATE.format(LocalDate.now(ZoneOffset.UTC));
    try (TestServer server = TestServer.start("final-note")) {
      Ingest.load(server, "structured-products", "0009999005-26-000501.txt",
          Ingest.sample(SAMPLE).replace("20260612", today));
      JsonArray data = server.json("/api/markets/structured-products?issuer=Example%20Finance").getJsonArray("data");
      assertEquals(1, data.size(), data.encode());
      JsonObject note = data.getJsonObject(0);
      assertEquals("2150000.00", note.getValue("principalUsd").toString());
      assertEquals(new JsonArray().add("SPX"), note.getJsonArray("underlyings"));
      assertEquals("0009999005-26-000501", note.getString("accessionNo"));
    }
  }
}
