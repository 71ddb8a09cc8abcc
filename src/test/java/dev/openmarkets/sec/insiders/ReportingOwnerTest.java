package dev.openmarkets.sec.insiders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How the insiderTitle is derived from a reporting owner's relationship flags. */
class ReportingOwnerTest {

  @ParameterizedTest
  @CsvSource(nullValues = "null", value = {
      "true,  true,  CEO,  true,  false, null,  CEO",
      "false, true,  null, false, false, null,  Officer",
      "true,  false, null, false, false, null,  Director",
      "false, false, null, true,  false, null,  10% Owner",
      "true,  false, null, true,  false, null,  'Director, 10% Owner'",
      "true,  false, null, true,  true,  null,  'Director, 10% Owner, Other'",
      "false, false, null, false, true,  Trustee, Trustee",
      "false, false, null, false, false, null,  null",
  })
  void insiderTitle(boolean director, boolean officer, String officerTitle, boolean tenPercent, boolean other,
      String otherText, String expected) {
    ReportingOwner o = new ReportingOwner("0000000001", "X", director, officer, officerTitle, tenPercent, other,
        otherText);
    assertEquals(expected, o.insiderTitle());
  }
}
