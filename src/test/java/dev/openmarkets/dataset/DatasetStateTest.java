package dev.openmarkets.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import dev.openmarkets.ingest.DatasetState;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class DatasetStateTest {
  @Test
  void withoutALagTheServedVersionIsTheCurrentOne() {
    DatasetState s = new DatasetState();
    s.apply("d", 3, Instant.EPOCH, 1);
    assertEquals(3, s.servedVersion("d", 0, 0));
    s.apply("d", 4, Instant.EPOCH, 1);
    assertEquals(4, s.servedVersion("d", 0, 1));
  }

  @Test
  void aLaggingDatasetTakesANewerVersionOnlyOnceTheServedOneHasLastedTheLag() {
    DatasetState s = new DatasetState();
    s.apply("d", 1, Instant.EPOCH, 1);
    // the first look takes the current version at once
    assertEquals(1, s.servedVersion("d", 1000, 10_000));
    // commits 2..5 within the second: still 1
    for (int v = 2; v <= 5; v++) {
      s.apply("d", v, Instant.EPOCH, 1);
      assertEquals(1, s.servedVersion("d", 1000, 10_000 + v * 100L));
    }
    // a second after version 1 was taken: the newest, 5, is served from then on
    assertEquals(5, s.servedVersion("d", 1000, 11_000));
    s.apply("d", 6, Instant.EPOCH, 1);
    assertEquals(5, s.servedVersion("d", 1000, 11_999));
    assertEquals(6, s.servedVersion("d", 1000, 12_000));
    // after a quiet spell the first new commit is served at once
    s.apply("d", 7, Instant.EPOCH, 1);
    assertEquals(7, s.servedVersion("d", 1000, 60_000));
  }

  @Test
  void aVersionTheWriterAppliedHasNoWalPositionUntilItIsReadOnThePrimary() {
    DatasetState s = new DatasetState();
    s.apply("d", 3, Instant.EPOCH, 1);
    // no replica has replayed an unknown position: the read goes to the primary
    assertEquals(DatasetState.UNKNOWN_LSN, s.get("d").lsn());
    assertEquals(3, s.get("d").version());
  }
}
