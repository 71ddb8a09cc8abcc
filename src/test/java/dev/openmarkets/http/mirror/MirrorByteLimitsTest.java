package dev.openmarkets.http.mirror;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The mirror's byte budget on a clock the test moves, its Range parsing, and its path rules. */
class MirrorByteLimitsTest {

  @Test
  void aClientSpendsAMinutesBytesThenWaitsForThemToRefill() {
    AtomicLong now = new AtomicLong();
    ByteBudget budget = new ByteBudget(6000, 10, now::get);
    assertEquals(0, budget.take("a", 4000));
    assertEquals(0, budget.take("a", 5000));
    // 3000 bytes in debt at 100 bytes a second: 30 s
    assertEquals(31, budget.take("a", 1));
    assertEquals(0, budget.take("b", 6000));
    now.addAndGet(31_000_000_000L);
    assertEquals(0, budget.take("a", 1));
  }

  @Test
  void rangesAsTheRfcReadsThem() {
    assertEquals(new ByteRange(4, 96), ((ByteRange.Part) ByteRange.parse("bytes=4-99", 1000)).range());
    assertEquals(new ByteRange(990, 10), ((ByteRange.Part) ByteRange.parse("bytes=990-", 1000)).range());
    assertEquals(new ByteRange(990, 10), ((ByteRange.Part) ByteRange.parse("bytes=990-5000", 1000)).range());
    assertEquals(new ByteRange(900, 100), ((ByteRange.Part) ByteRange.parse("bytes=-100", 1000)).range());
    assertEquals(new ByteRange(0, 1000), ((ByteRange.Part) ByteRange.parse("bytes=-5000", 1000)).range());
    assertInstanceOf(ByteRange.Unsatisfiable.class, ByteRange.parse("bytes=1000-", 1000));
    assertInstanceOf(ByteRange.Unsatisfiable.class, ByteRange.parse("bytes=9-3", 1000));
    assertInstanceOf(ByteRange.Unsatisfiable.class, ByteRange.parse("bytes=-0", 1000));
    assertInstanceOf(ByteRange.Whole.class, ByteRange.parse("bytes=0-1,5-9", 1000));
    assertInstanceOf(ByteRange.Whole.class, ByteRange.parse("items=0-1", 1000));
    assertInstanceOf(ByteRange.Whole.class, ByteRange.parse("bytes=a-b", 1000));
    assertInstanceOf(ByteRange.Whole.class, ByteRange.parse(null, 1000));
  }

  @Test
  void onlyPlainNamesBelowTheRootResolve() {
    Path root = Path.of("/srv/mirror");
    assertEquals(Path.of("/srv/mirror/data/t/2024/f.parquet"),
        MirrorPaths.resolve(root, "/mirror/data/t/2024/f.parquet").orElseThrow());
    for (String bad : new String[] {"/mirror/", "/mirror/../x", "/mirror/%2e%2e/x", "/mirror/a/..%2F..%2Fx",
        "/mirror/.tmp/x", "/mirror/a//b", "/mirror/a%5Cb", "/mirror/a%00b", "/mirror/%zz", "/other/x"}) {
      assertEquals(java.util.Optional.empty(), MirrorPaths.resolve(root, bad), bad);
    }
  }
}
