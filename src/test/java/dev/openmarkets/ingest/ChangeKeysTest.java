package dev.openmarkets.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The changes stream's keys of a file's rows: accession numbers, past rows that have none. */
class ChangeKeysTest {
  private record Filing(String accessionNo) {
  }

  private record Name(String cik, String name) {
  }

  @Test
  void rowsWithoutAnAccessionAfterFilingsArePassedOver() {
    // a submissions JSON: its filings, then the company's names
    assertEquals(List.of("0000320193-26-000001", "0000320193-26-000002"), ChangeKeys.of(List.of(
        new Filing("0000320193-26-000001"), new Filing("0000320193-26-000002"), new Name("0000320193", "Apple Inc."))));
  }

  @Test
  void rowsThatStartWithoutOneGiveNone() {
    assertEquals(List.of(), ChangeKeys.of(List.of(new Name("0000320193", "Apple Inc."), new Filing("a"))));
    assertEquals(List.of(), ChangeKeys.of(List.of("a line")));
  }
}
