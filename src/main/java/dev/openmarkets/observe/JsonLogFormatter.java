package dev.openmarkets.observe;

import io.vertx.core.json.JsonObject;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;

/**
 * OPENMARKETS_LOG_FORMAT=json: one JSON object per line with time, level, logger and message,
 * the stack trace as one string field, and an access-log record's fields as fields of their own.
 */
public final class JsonLogFormatter extends Formatter {
  @Override
  public String format(LogRecord r) {
    JsonObject o = new JsonObject()
        .put("time", r.getInstant().toString())
        .put("level", r.getLevel().getName())
        .put("logger", r.getLoggerName());
    Object[] params = r.getParameters();
    if (params != null && params.length == 1 && params[0] instanceof AccessEntry e) {
      o.put("message", "access")
          .put("requestId", e.requestId())
          .put("method", e.method())
          .put("path", e.path())
          .put("status", e.status())
          .put("bytes", e.bytes())
          .put("durationMs", Math.round(e.durationMillis() * 10) / 10.0)
          .put("client", e.client())
          .put("tier", e.tier());
    } else {
      o.put("message", formatMessage(r));
    }
    if (r.getThrown() != null) {
      StringWriter sw = new StringWriter();
      r.getThrown().printStackTrace(new PrintWriter(sw));
      o.put("thrown", sw.toString());
    }
    return o.encode() + System.lineSeparator();
  }
}
