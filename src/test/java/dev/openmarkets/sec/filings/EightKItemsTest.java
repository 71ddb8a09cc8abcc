package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import dev.openmarkets.sec.filings.events.EightKItems;
import dev.openmarkets.sec.filings.shared.Eastern;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Item titles to numbers, and EDGAR's Eastern wall-clock times to UTC around daylight-saving changes. */
class EightKItemsTest {
  @Test
  void titlesAndNumberSpellingsMapToItemNumbers() {
    assertEquals("2.02", EightKItems.number("Results of Operations and Financial Condition"));
    assertEquals("4.02", EightKItems.number("Non-Reliance on Previously Issued Financial Statements or a Related "
        + "Audit Report or Completed Interim Review"));
    assertEquals("7.01", EightKItems.number("REGULATION FD DISCLOSURE"));
    assertEquals("9.01", EightKItems.number("Financial Statements and Exhibits"));
    // the index page writes a colon where the form has a semicolon
    assertEquals("5.02", EightKItems.number("Departure of Directors or Certain Officers; Election of Directors; "
        + "Appointment of Certain Officers: Compensatory Arrangements of Certain Officers"));
    assertEquals("4.01", EightKItems.number("Changes in Registrant's Certifying Accountant"));
    assertEquals("5.02", EightKItems.number("Item 5.02: Departure of Directors"));
    assertEquals("2.02", EightKItems.number("2.02"));
    assertEquals("1.01", EightKItems.number("1.1"));
    assertNull(EightKItems.number("Something else entirely"));
    assertEquals(List.of("2.02", "9.01"), EightKItems.numbers(List.of("2.02", "Financial Statements and Exhibits", "9.01")));
    assertEquals("Other Events", EightKItems.label("8.01"));
    assertEquals("Item 5", EightKItems.label("5"));
  }

  @Test
  void easternToUtcAroundTheDaylightSavingChanges() {
    // 2025-03-09 02:00 EST -> EDT
    assertEquals(Instant.parse("2025-03-07T21:30:00Z"), Eastern.parse("20250307163000"), "Friday, EST (UTC-5)");
    assertEquals(Instant.parse("2025-03-10T20:30:00Z"), Eastern.parse("20250310163000"), "Monday, EDT (UTC-4)");
    assertEquals(Instant.parse("2025-03-09T06:59:59Z"), Eastern.parse("2025-03-09 01:59:59"));
    assertEquals(Instant.parse("2025-03-09T07:00:00Z"), Eastern.parse("2025-03-09 03:00:00"));
    // 2025-11-02 02:00 EDT -> EST
    assertEquals(Instant.parse("2025-10-31T21:00:00Z"), Eastern.parse("2025-10-31 17:00:00"), "EDT");
    assertEquals(Instant.parse("2025-11-03T22:00:00Z"), Eastern.parse("2025-11-03 17:00:00"), "EST");
    assertNull(Eastern.parse("not a time"));
  }
}
