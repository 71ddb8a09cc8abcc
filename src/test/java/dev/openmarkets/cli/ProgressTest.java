package dev.openmarkets.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The progress of long commands: a bar redrawn with \r on a terminal, plain lines elsewhere; rate and ETA. */
class ProgressTest {
  private final AtomicLong nanos = new AtomicLong();
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

  private String text() {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void plainLinesCarryDoneOfTotalRateAndEta() {
    Progress p = new Progress(err, false, "backfill cot", 0, nanos::get);
    p.addTotal(4);
    nanos.addAndGet(2_000_000_000L);
    p.step("deacot2024.zip", "loaded");
    assertEquals("backfill cot: 1/4 (25%), 0.5/s, ETA 6s: deacot2024.zip loaded\n", text());
    nanos.addAndGet(2_000_000_000L);
    p.step("deacot2025.zip", "absent upstream");
    p.step("a", "x");
    p.step("b", "y");
    assertTrue(text().endsWith("backfill cot: 4/4 (100%), 1.0/s: b y\n"), text());
  }

  @Test
  void plainLinesCanBeThrottledButTheLastAlwaysShows() {
    Progress p = new Progress(err, false, "import short-volume", 10_000, nanos::get);
    p.addTotal(3);
    p.step("a", "loaded");
    nanos.addAndGet(1_000_000_000L);
    p.step("b", "loaded");
    nanos.addAndGet(1_000_000_000L);
    p.step("c", "loaded");
    assertEquals(2, text().lines().count(), text());
    assertTrue(text().contains(": a loaded") && !text().contains(": b loaded") && text().contains("3/3 (100%)"), text());
  }

  @Test
  void onATerminalOneBarIsRedrawnInPlaceAndNotesGoAboveIt() {
    Progress p = new Progress(err, true, "backfill short-volume", 0, nanos::get);
    p.addTotal(2);
    nanos.addAndGet(1_000_000_000L);
    p.step("CNMSshvol20250102.txt", "loaded");
    String bar = "backfill short-volume [############............] 1/2 (50%), 1.0/s, ETA 1s CNMSshvol20250102.txt";
    assertEquals("\r" + bar, text());
    p.note("finra-short-volume: CNMSshvol20250103.txt failed: HTTP 503");
    p.step("x", "loaded");
    p.finish();
    String t = text();
    assertTrue(t.contains("\r" + " ".repeat(bar.length()) + "\rfinra-short-volume: CNMSshvol20250103.txt failed: HTTP 503\n"), t);
    assertTrue(t.endsWith("\rbackfill short-volume [########################] 2/2 (100%), 2.0/s x\n"), t);
    assertEquals("1h01m", Progress.duration(3660));
    assertEquals("2m05s", Progress.duration(125));
  }
}
