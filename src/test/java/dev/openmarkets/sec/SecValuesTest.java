package dev.openmarkets.sec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import dev.openmarkets.sec.edgar.Accessions;
import dev.openmarkets.sec.edgar.Ciks;
import dev.openmarkets.sec.edgar.SecDates;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Accession numbers, CIKs and the date shapes EDGAR writes. */
class SecValuesTest {

  @Test
  void accessionsFromNamesAndPaths() {
    assertEquals("0001209191-20-000788", Accessions.fromFileName("edgar/data/1000229/0001209191-20-000788.txt"));
    assertEquals("0001213900-24-004875", Accessions.fromFileName("0001213900-24-004875-index.json"));
    assertEquals("0000320193-26-000001", Accessions.fromFileName("Archives/edgar/data/320193/000032019326000001/x.xml"));
    assertNull(Accessions.fromFileName("form.20200318.idx"));
    assertNull(Accessions.fromFileName("CIK0000320193.json"));
    assertEquals("000032019326000001", Accessions.undashed("0000320193-26-000001"));
  }

  @Test
  void ciksArePaddedToTenDigits() {
    assertEquals("0000320193", Ciks.normalize(" 320193 "));
    assertEquals("0000320193", Ciks.of(320193L));
    assertNull(Ciks.normalize("XXXXXXXX"));
    assertNull(Ciks.normalize("12345678901"));
    assertNull(Ciks.normalize(""));
    assertEquals("320193", Ciks.unpadded("0000320193"));
    assertEquals("0", Ciks.unpadded("0000000000"));
  }

  @Test
  void datesInEveryEdgarShape() {
    LocalDate d = LocalDate.of(2024, 12, 31);
    assertEquals(d, SecDates.parseOrNull("2024-12-31"));
    assertEquals(d, SecDates.parseOrNull("2024-12-31-05:00"));
    assertEquals(d, SecDates.parseOrNull("12/31/2024"));
    assertEquals(d, SecDates.parseOrNull("12-31-2024"));
    assertEquals(d, SecDates.parseOrNull("20241231"));
    assertEquals(LocalDate.of(2024, 3, 5), SecDates.parseOrNull("3/5/2024"));
    assertNull(SecDates.parseOrNull("2024-02-30"));
    assertNull(SecDates.parseOrNull("31.12.2024"));
    assertNull(SecDates.parseOrNull(null));
  }
}
