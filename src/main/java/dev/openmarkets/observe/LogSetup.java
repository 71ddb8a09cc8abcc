package dev.openmarkets.observe;

import dev.openmarkets.config.ConfigException;
import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

/**
 * Applies configuration logFormat (OPENMARKETS_LOG_FORMAT): "text" keeps java.util.logging's
 * one-line text format; "json" gives every handler of the root logger the JSON formatter, so all
 * logging (ours, Vert.x, Netty, Flyway through slf4j-jdk14) comes out as one object per line.
 */
public final class LogSetup {
  private LogSetup() {
  }

  public static void apply(String format) {
    String f = format == null ? "text" : format.trim().toLowerCase(java.util.Locale.ROOT);
    switch (f) {
      case "text" -> {
      }
      case "json" -> formatAll(new JsonLogFormatter());
      default -> throw new ConfigException("logFormat must be \"text\" or \"json\", got \"" + format + "\"");
    }
  }

  /**
   * For a long-running server: every handler of the root logger writes from its own thread
   * ({@link AsyncLogHandler}), so no event loop waits on a log write. Commands that print to
   * the terminal (import, keys) keep their log lines in order with their output instead.
   */
  public static void writeInBackground() {
    Logger root = Logger.getLogger("");
    for (Handler h : root.getHandlers()) {
      if (!(h instanceof AsyncLogHandler)) {
        root.removeHandler(h);
        root.addHandler(new AsyncLogHandler(h instanceof ConsoleHandler console ? buffered(console) : h));
      }
    }
  }

  /**
   * The console handler's output, flushed by the writer thread after each batch it writes instead of
   * after every record: under load that is one write to stderr per few kilobytes of lines, not
   * one system call per request (bench/RESULTS.md). The text format without java.util.Formatter.
   */
  private static Handler buffered(ConsoleHandler console) {
    Formatter f = console.getFormatter() instanceof SimpleFormatter ? new TextLogFormatter() : console.getFormatter();
    StreamHandler h = new StreamHandler(System.err, f);
    h.setLevel(console.getLevel());
    console.close();
    return h;
  }

  private static void formatAll(Formatter formatter) {
    for (Handler h : Logger.getLogger("").getHandlers()) {
      h.setFormatter(formatter);
    }
  }
}
