package dev.openmarkets.render;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.FieldType;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;

/** Reads one column of a row as its declared {@link FieldType}, for JSON and for CSV. */
public final class RowValues {
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
      case TIMESTAMP -> out.timestamp(timestampValue(v, row, i));
      case BOOLEAN -> out.ascii(row.getBoolean(i) ? "true" : "false");
      case JSON -> out.utf8(jsonText(v));
    }
  }

  /** A value of unknown declared type (object heads): written by its Java type. */
  public static void writeAny(JsonGenerator g, Object v) throws IOException {
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
    } else if (v instanceof LocalDate d) {
      g.writeString(d.toString());
    } else if (v instanceof OffsetDateTime || v instanceof Instant) {
      g.writeString(formatInstant((Temporal) v));
    } else if (v instanceof LocalDateTime ldt) {
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
    return formatInstant(timestampValue(row.getValue(i), row, i));
  }

  /** A timestamp column as the pg client gives it: timestamptz in UTC, timestamp taken as UTC. */
  private static OffsetDateTime timestampValue(Object v, Row row, int i) {
    return v instanceof OffsetDateTime odt ? odt : row.getLocalDateTime(i).atOffset(ZoneOffset.UTC);
  }

  /** ISO 8601 UTC with Z; milliseconds only when there are any ("2026-11-20T21:00:00Z", "...:49.871Z"). */
  public static String formatInstant(Temporal t) {
    byte[] b = new byte[INSTANT_MAX];
    int end = writeInstant(b, 0, t);
    if (end < 0) {
      return DateTimeFormatter.ISO_INSTANT.format(utc(t).truncatedTo(ChronoUnit.MILLIS));
    }
    return new String(b, 0, end, StandardCharsets.ISO_8859_1);
  }

  /** t in UTC: the pg client's timestamptz already is, so it is used as it comes. */
  private static OffsetDateTime utc(Temporal t) {
    if (t instanceof OffsetDateTime o) {
      return o.getOffset().getTotalSeconds() == 0 ? o : o.withOffsetSameInstant(ZoneOffset.UTC);
    }
    return ((Instant) t).atOffset(ZoneOffset.UTC);
  }

  /** The longest text {@link #writeInstant} writes. */
  static final int INSTANT_MAX = 24;

  /**
   * What ISO_INSTANT writes at millisecond precision for a four-digit year, by hand, into b from
   * `at` (INSTANT_MAX bytes free); returns the end, or -1 for another year (the caller formats
   * those). Called for every timestamp of every answer: the formatter's field machinery cost
   * more than the query's decoding, and the pg client's timestamptz is already in UTC, so its
   * fields are read as they are, without an Instant or a LocalDateTime in between.
   */
  static int writeInstant(byte[] b, int at, Temporal t) {
    OffsetDateTime u = utc(t);
    int year = u.getYear();
    if (year < 1000 || year > 9999) {
      return -1;
    }
    int millis = u.getNano() / 1_000_000;
    digits(b, at, year, 4);
    b[at + 4] = '-';
    digits(b, at + 5, u.getMonthValue(), 2);
    b[at + 7] = '-';
    digits(b, at + 8, u.getDayOfMonth(), 2);
    b[at + 10] = 'T';
    digits(b, at + 11, u.getHour(), 2);
    b[at + 13] = ':';
    digits(b, at + 14, u.getMinute(), 2);
    b[at + 16] = ':';
    digits(b, at + 17, u.getSecond(), 2);
    int end = at + 19;
    if (millis != 0) {
      b[end] = '.';
      digits(b, end + 1, millis, 3);
      end += 4;
    }
    b[end] = 'Z';
    return end + 1;
  }

  private static void digits(byte[] b, int at, int value, int width) {
    for (int k = at + width - 1; k >= at; k--) {
      b[k] = (byte) ('0' + value % 10);
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
