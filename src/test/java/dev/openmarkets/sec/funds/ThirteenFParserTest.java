package dev.openmarkets.sec.funds;

import static dev.openmarkets.sec.Samples.sample;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import dev.openmarkets.ingest.RejectedFileException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 13F information tables before and after the switch from thousands to dollars. */
class ThirteenFParserTest {

  @Test
  void before2023ValuesAreThousandsAndNs1PrefixIsRead() throws Exception {
    ThirteenFParser parser = ThirteenFParser.forPeriod(LocalDate.of(2022, 9, 30));
    assertEquals(ThirteenFValueUnits.THOUSANDS, parser.units());
    List<ThirteenFHolding> rows = parser.parse(sample("13f-infotable-2022q3.xml"));
    assertEquals(2, rows.size());
    assertEquals(new ThirteenFHolding("EXAMPLE ROBOTICS INC", "COM", "99999C101", new BigDecimal("1250000"),
        new BigDecimal("100000"), "SH", null, "SOLE"), rows.get(0));
    assertEquals(new BigDecimal("87000"), rows.get(1).valueUsd());
    assertEquals("Put", rows.get(1).putCall());
    assertEquals("DFND", rows.get(1).investmentDiscretion());
  }

  @Test
  void since2023ValuesAreDollars() throws Exception {
    ThirteenFParser parser = ThirteenFParser.forPeriod(LocalDate.of(2024, 9, 30));
    List<ThirteenFHolding> rows = parser.parse(sample("13f-infotable-2024q3.xml"));
    assertEquals(3, rows.size());
    assertEquals(new BigDecimal("1312540"), rows.get(0).valueUsd());
    assertEquals(new BigDecimal("104500"), rows.get(0).sshPrnamt());
    ThirteenFHolding note = rows.get(1);
    assertEquals("PRN", note.sshPrnamtType());
    assertEquals(new BigDecimal("2000000"), note.sshPrnamt());
    assertEquals("NOTE 2.500% 6/1", note.titleOfClass());
    assertNull(note.putCall());
    assertEquals("Call", rows.get(2).putCall());
  }

  @Test
  void unitsFollowTheFilingDateThenThePeriod() {
    LocalDate q3of2022 = LocalDate.of(2022, 9, 30);
    LocalDate q4of2022 = LocalDate.of(2022, 12, 31);
    assertEquals(ThirteenFValueUnits.THOUSANDS, ThirteenFValueUnits.forPeriod(q3of2022));
    assertEquals(ThirteenFValueUnits.DOLLARS, ThirteenFValueUnits.forPeriod(q4of2022),
        "a Q4 2022 report could only be filed from 2023-01-03, in dollars");
    assertEquals(ThirteenFValueUnits.THOUSANDS, ThirteenFValueUnits.forFiling(q3of2022, LocalDate.of(2022, 11, 14)));
    assertEquals(ThirteenFValueUnits.DOLLARS, ThirteenFValueUnits.forFiling(q3of2022, LocalDate.of(2023, 1, 3)),
        "an amendment of an old quarter filed in 2023 is in dollars");
    assertEquals(ThirteenFValueUnits.THOUSANDS, ThirteenFValueUnits.forFiling(q3of2022, null));
    assertEquals(new BigDecimal("409000"), ThirteenFValueUnits.THOUSANDS.toUsd(new BigDecimal("409")));
  }

  @Test
  void rejectsACoverGivenAsInformationTable() {
    RejectedFileException e = assertThrows(RejectedFileException.class,
        () -> ThirteenFParser.forPeriod(LocalDate.of(2024, 9, 30)).parse(
            sample("13f-primary_doc-0009999004-24-000401.xml")));
    assertEquals("expected a <informationTable> document, found <edgarSubmission>", e.getMessage());
  }
}
