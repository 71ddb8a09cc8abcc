package dev.openmarkets.sec.edgar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class IndexFileNamesTest {
  @Test
  void dailyIndexesAreDatedByTheirName() {
    assertEquals(LocalDate.of(2026, 11, 20), IndexFileNames.dateOf("form.20261120.idx"));
    assertEquals(LocalDate.of(2026, 1, 2), IndexFileNames.dateOf("daily-index/2026/QTR1/MASTER.20260102.IDX"));
    assertEquals(LocalDate.of(2025, 12, 31), IndexFileNames.dateOf("company.20251231.idx"));
  }

  @Test
  void aPollsDailyNameReadsBackAsItsDay() {
    assertEquals("form.20260102.idx", IndexFileNames.dailyForm(LocalDate.of(2026, 1, 2)));
    assertEquals(LocalDate.of(2026, 1, 2), IndexFileNames.dateOf(IndexFileNames.dailyForm(LocalDate.of(2026, 1, 2))));
  }

  @Test
  void otherNamesHaveNoDate() {
    assertNull(IndexFileNames.dateOf("full-index-2024-QTR1-form.idx"));
    assertNull(IndexFileNames.dateOf("form.2026112.idx"));
    assertNull(IndexFileNames.dateOf("form.20261120.idx.gz"));
  }

  @Test
  void anyIdxNameIsAnIndex() {
    assertTrue(IndexFileNames.isIndex("form.20261120.idx"));
    assertTrue(IndexFileNames.isIndex("full-index-2024-QTR1-form.IDX"));
    assertFalse(IndexFileNames.isIndex("CIK0000320193.json"));
    assertFalse(IndexFileNames.isIndex("form.20261120.idx.gz"));
  }
}
