package dev.openmarkets.cli;

import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * How far a long command is (backfill, import over many files): items done of total, the rate
 * and the time left. On a terminal one bar redrawn in place with \r; otherwise plain lines, one
 * per item or at most one every plainEveryMillis, so a log file stays readable.
 */
public final class Progress {
  private static final int BAR = 24;

  private final PrintStream err;
  private final boolean terminal;
  private final String label;
  private final long plainEveryNanos;
  private final LongSupplier nanoClock;
  private final long started;
  private int total;
  private int done;
  private long lastPlain;
  private boolean printed;
  private int drawn;

  Progress(PrintStream err, boolean terminal, String label, long plainEveryMillis, LongSupplier nanoClock) {
    this.err = err;
    this.terminal = terminal;
    this.label = label;
    this.plainEveryNanos = plainEveryMillis * 1_000_000L;
    this.nanoClock = nanoClock;
    this.started = nanoClock.getAsLong();
  }

  /** A progress on stderr: a bar when stderr is a terminal, else lines (every item when plainEveryMillis is 0). */
  public static Progress onStderr(PrintStream err, String label, long plainEveryMillis) {
    return new Progress(err, onTerminal(), label, plainEveryMillis, System::nanoTime);
  }

  /**
   * True when the process talks to a terminal: a console exists (and, from Java 22, is one; a
   * redirected process there still has a console object).
   */
  static boolean onTerminal() {
    java.io.Console c = System.console();
    if (c == null) {
      return false;
    }
    try {
      return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(c);
    } catch (ReflectiveOperationException e) {
      return true;
    }
  }

  public synchronized void addTotal(int more) {
    total += more;
  }

  public synchronized int done() {
    return done;
  }

  /** One item finished: what it was and what happened to it. */
  public synchronized void step(String item, String outcome) {
    done++;
    long now = nanoClock.getAsLong();
    if (terminal) {
      draw(item);
    } else if (plainEveryNanos == 0 || !printed || done == total || now - lastPlain >= plainEveryNanos) {
      lastPlain = now;
      printed = true;
      err.println(label + ": " + counts() + ": " + item + " " + outcome);
    }
  }

  /** A line of its own on stderr (a failure, a note) without breaking the bar. */
  public synchronized void note(String line) {
    above(err, line);
  }

  /** A line on another stream (a command's report on stdout) printed above the bar, not into it. */
  public synchronized void above(PrintStream stream, String line) {
    if (terminal && drawn > 0) {
      err.print("\r" + " ".repeat(drawn) + "\r");
      err.flush();
      drawn = 0;
    }
    stream.println(line);
  }

  /** Ends the bar's line. */
  public synchronized void finish() {
    if (terminal && drawn > 0) {
      err.println();
      drawn = 0;
    }
  }

  private void draw(String item) {
    int filled = total == 0 ? BAR : (int) ((long) BAR * Math.min(done, total) / total);
    String text = label + " [" + "#".repeat(filled) + ".".repeat(BAR - filled) + "] " + counts() + " " + item;
    // spaces over the rest of a longer previous line
    err.print("\r" + text + " ".repeat(Math.max(0, drawn - text.length())));
    err.flush();
    drawn = text.length();
  }

  /** "12/40 (30%), 2.4/s, ETA 13s". */
  String counts() {
    double seconds = Math.max(1e-3, (nanoClock.getAsLong() - started) / 1e9);
    double rate = done / seconds;
    String pct = total == 0 ? "" : " (" + (100L * done / total) + "%)";
    String eta = rate <= 0 || done >= total ? "" : ", ETA " + duration((long) Math.ceil((total - done) / rate));
    return done + "/" + total + pct + ", " + String.format(java.util.Locale.ROOT, "%.1f/s", rate) + eta;
  }

  static String duration(long seconds) {
    if (seconds < 60) {
      return seconds + "s";
    }
    if (seconds < 3600) {
      return seconds / 60 + "m" + String.format("%02d", seconds % 60) + "s";
    }
    return seconds / 3600 + "h" + String.format("%02d", seconds % 3600 / 60) + "m";
  }
}
