package dev.openmarkets.observe;

import dev.openmarkets.config.ConfigException;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Logger;

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

  private static void formatAll(Formatter formatter) {
    for (Handler h : Logger.getLogger("").getHandlers()) {
      h.setFormatter(formatter);
    }
  }
}
