package dev.openmarkets.render;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import dev.openmarkets.dataset.Field;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A dataset's rows as the elements of a JSON array, appended straight to the body's bytes: each
 * field's name is encoded once with its quotes, colon and separator, and each value is written
 * from the row by its declared type. The row loop runs for every value of every cache miss, and
 * rendering through the generator (a call per name and value, each with its context checks and
 * buffer bookkeeping) was a fifth of a miss's server CPU (bench/RESULTS.md, issue 15 seventh
 * session). The bytes are those the generator wrote (BodyOutputTest for the escaping; every
 * dataset's answers compared byte for byte before and after, RESULTS.md).
 */
public final class JsonRows {
  private final Field[] fields;
  /** {"name": for the first field, ,"name": for the others. */
  private final byte[][] names;

  public JsonRows(List<Field> fields) {
    if (fields.isEmpty()) {
      // the first name carries the object's opening brace; datasets and views always have fields
      throw new IllegalArgumentException("rows without fields");
    }
    this.fields = fields.toArray(Field[]::new);
    this.names = new byte[this.fields.length][];
    for (int i = 0; i < this.fields.length; i++) {
      String quoted = "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(this.fields[i].name())) + "\":";
      names[i] = ((i == 0 ? "{" : ",") + quoted).getBytes(StandardCharsets.UTF_8);
    }
  }

  /** The rows, comma-separated, each an object; the array's brackets are the caller's. */
  public void write(BodyOutput out, RowSet<Row> rows) {
    boolean first = true;
    for (Row row : rows) {
      if (!first) {
        out.write(',');
      }
      first = false;
      writeOne(out, row);
    }
  }

  /** One row's object. */
  void writeOne(BodyOutput out, Row row) {
    for (int i = 0; i < fields.length; i++) {
      out.write(names[i]);
      RowValues.append(out, row, i, fields[i]);
    }
    out.write('}');
  }
}
