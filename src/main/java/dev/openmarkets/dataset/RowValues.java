package dev.openmarkets.dataset;

import com.fasterxml.jackson.core.JsonGenerator;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.Temporal;

/** Reads one column of a row as its declared {@link FieldType}, for JSON and for CSV. */
final class RowValues {
  private RowValues() {
  }

  /** The value of column i as JSON, by the field's declared type; null as null. */
  static void append(BodyOutput out, Row row, int i, Field f) {
    // read once: the common types (text, dates) are used as they come, the rest through the
    // typed getters, which convert
    Object v = row.getValue(i);
    if (v == null) {
      out.ascii("null");
      return;
    }
    switch (f.type()) {
      case STRING, DECIMAL -> out.string(v instanceof String s ? s : row.getString(i));
      case NUMBER -> out.ascii(row.getBigDecimal(i).toPlainString());
      case INTEGER -> out.ascii(Long.toString(row.getLong(i)));
      case DATE -> out.write(DateStrings.of(v instanceof LocalDate d ? d : row.getLocalDate(i)));
      case TIMESTAMP -> out.string(timestamp(row, i));
      case BOOLEAN -> out.ascii(row.getBoolean(i) ? "true" : "false");
      case JSON -> out.utf8(jsonText(v));
    }
  }

  /** A value of unknown declared type (object heads): written by its Java type. */
  static void writeAny(JsonGenerator g, Object v) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof String s) {
      g.writeString(s);
    } else if (v instanceof BigDecimal bd) {
      g.writeNumber(bd);
    } else if (v instanceof io.vertx.sqlclient.data.Numeric n) {
      g.writeNumber(n.bigDecimalValue());
    } else if (v instanceof Long || v instanceof Integer || v instanceof Short) {
      g.writeNumber(((Number) v).longValue());
    } else if (v instanceof Number n) {
      g.writeNumber(n.doubleValue());
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (v instanceof java.time.LocalDate d) {
      g.writeString(d.toString());
    } else if (v instanceof OffsetDateTime || v instanceof java.time.Instant) {
      g.writeString(formatInstant((Temporal) v));
    } else if (v instanceof java.time.LocalDateTime ldt) {
      g.writeString(formatInstant(ldt.atOffset(ZoneOffset.UTC)));
    } else {
      g.writeRawValue(jsonText(v));
    }
  }

  /** The CSV cell text, or null for an empty cell. */
  static String csvCell(Row row, int i, Field f) {
    Object v = row.getValue(i);
    if (v == null) {
      return null;
    }
    return switch (f.type()) {
      case STRING, DECIMAL -> row.getString(i);
      case NUMBER -> row.getBigDecimal(i).toPlainString();
      case INTEGER -> Long.toString(row.getLong(i));
      case DATE -> row.getLocalDate(i).toString();
      case TIMESTAMP -> timestamp(row, i);
      case BOOLEAN -> Boolean.toString(row.getBoolean(i));
      case JSON -> jsonText(v);
    };
  }

  static String timestamp(Row row, int i) {
    Object v = row.getValue(i);
    OffsetDateTime t = v instanceof OffsetDateTime odt ? odt
        : row.getLocalDateTime(i).atOffset(ZoneOffset.UTC);
    return formatInstant(t);
  }

  /** ISO 8601 UTC with Z; milliseconds only when there are any ("2026-11-20T21:00:00Z", "...:49.871Z"). */
  static String formatInstant(Temporal t) {
    java.time.Instant i = t instanceof OffsetDateTime o ? o.toInstant() : (java.time.Instant) t;
    java.time.LocalDateTime d = java.time.LocalDateTime.ofEpochSecond(i.getEpochSecond(), 0, ZoneOffset.UTC);
    if (d.getYear() < 1000 || d.getYear() > 9999) {
      return DateTimeFormatter.ISO_INSTANT.format(i.truncatedTo(java.time.temporal.ChronoUnit.MILLIS));
    }
    // what ISO_INSTANT writes for a four-digit year, by hand: it is called for every timestamp
    // of every answer, and the formatter's field machinery cost more than the query's decoding
    int millis = i.getNano() / 1_000_000;
    char[] c = new char[millis == 0 ? 20 : 24];
    digits(c, 0, d.getYear(), 4);
    c[4] = '-';
    digits(c, 5, d.getMonthValue(), 2);
    c[7] = '-';
    digits(c, 8, d.getDayOfMonth(), 2);
    c[10] = 'T';
    digits(c, 11, d.getHour(), 2);
    c[13] = ':';
    digits(c, 14, d.getMinute(), 2);
    c[16] = ':';
    digits(c, 17, d.getSecond(), 2);
    if (millis != 0) {
      c[19] = '.';
      digits(c, 20, millis, 3);
    }
    c[c.length - 1] = 'Z';
    return new String(c);
  }

  private static void digits(char[] c, int at, int value, int width) {
    for (int k = at + width - 1; k >= at; k--) {
      c[k] = (char) ('0' + value % 10);
      value /= 10;
    }
  }

  private static String jsonText(Object v) {
    if (v instanceof JsonObject o) {
      return o.encode();
    }
    if (v instanceof JsonArray a) {
      return a.encode();
    }
    if (v instanceof BigDecimal || v instanceof Number || v instanceof Boolean) {
      return v.toString();
    }
    return String.valueOf(v);
  }
}
