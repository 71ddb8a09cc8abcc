package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.filings.notes.NoteTerms;
import dev.openmarkets.sec.filings.notes.NoteText;
import dev.openmarkets.sec.filings.notes.StructuredNoteParser;
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
 * Digital notes (one fixed return if the underlying ends at or above a level) are their own note
 * type, told from the note's own words. The sample is written here in the shape of a final BofA
 * Finance digital supplement, whose "would be triggered" made it a barrier note before.
 */
class DigitalNotesTest {
  private static final String SAMPLE = "sec/424b2-final-digital-spx.txt";

  private static String type(String text) {
    return NoteText.read(text, null).noteType();
  }

  @Test
  void aDigitalSupplementIsDigitalWithItsThreshold() throws Exception {
    NoteTerms t = StructuredNoteParser.parse(new UpstreamFile("0009999005-26-000502.txt",
        Ingest.sample(SAMPLE).getBytes(StandardCharsets.ISO_8859_1))).terms();
    assertFalse(t.preliminary());
    assertEquals("digital", t.noteType());
    assertEquals(new BigDecimal("85.00"), t.barrierPct(), "the threshold level, spread over five <b> tags");
    assertEquals(LocalDate.of(2026, 6, 10), t.pricingDate());
    assertEquals(List.of("SPX"), t.underlyings());
    assertEquals(new BigDecimal("3000000"), t.principalUsd());
  }

  @Test
  void issuersWordDigitalNotesInTheirOwnWays() {
    assertEquals("digital", type("Trigger In-Digital Notes. If the Final Value is greater than or equal to the Digital "
        + "Barrier, you receive the Digital Return of 17.25%. Downside Threshold: 80.00% of the Initial Value"));
    assertEquals("digital", type("Digital Contingent Buffered Notes Linked to the S&P 500 Index: a Contingent Digital "
        + "Return of at least 7.46% unless the index falls by more than the Contingent Buffer Percentage"));
    assertEquals("digital", type("The notes are designed for investors who seek a fixed return of 14.00% if the Ending "
        + "Contract Price is greater than or equal to the Initial Contract Price"));
    assertEquals("digital", type("Capped Digital Notes linked to the J.P. Morgan Dynamic Blend Index"));
    assertEquals("digital", type("Digital Return Notes Linked to CMS30"));
    assertEquals(new BigDecimal("80.00"), NoteText.read("Digital Barrier: 80.00% of the Initial Value", null)
        .barrierPct());
  }

  @Test
  void digitalNamingNoNoteOrAnAutocallIsNotDigital() {
    assertEquals("barrier", type("Notes linked to the common stock of Digital Realty Trust, Inc. Trigger Value: 70.00% "
        + "of the Initial Value"));
    assertEquals("buffered", type("Buffered Digital Asset-Linked Notes on a bitcoin fund. Buffer Amount: 10%"));
    assertEquals("autocallable", type("Auto Callable Contingent Interest Notes: the notes will be automatically called; "
        + "at maturity $1,000 plus the Contingent Digital Payment"));
  }

  @Tag("db")
  @Test
  void itReadsBackThroughTheApi() throws Exception {
    String today = DateTimeFormatter.BASIC_ISO_DATE.format(LocalDate.now(ZoneOffset.UTC));
    try (TestServer server = TestServer.start("digital-note")) {
      Ingest.load(server, "structured-products", "0009999005-26-000502.txt",
          Ingest.sample(SAMPLE).replace("20260612", today));
      JsonArray data = server.json("/api/markets/structured-products?issuer=Example%20Finance").getJsonArray("data");
      assertEquals(1, data.size(), data.encode());
      JsonObject note = data.getJsonObject(0);
      assertEquals("digital", note.getString("noteType"));
      assertEquals("85.00", note.getValue("barrierPct").toString());
      assertEquals("0009999005-26-000502", note.getString("accessionNo"));
    }
  }
}
