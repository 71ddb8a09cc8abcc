package dev.openmarkets.render;

import dev.openmarkets.dataset.Field;
import io.vertx.sqlclient.Row;
import java.util.Arrays;
import java.util.List;

/**
 * One row as the JSON object a dataset's answer holds it, byte for byte (the same {@link JsonRows}
 * writer), for interfaces that send rows one at a time: the live streams send each new
 * liquidation as the object `liquidations/recent` would list. Columns past the declared fields
 * are left out, so a query may select extra columns for its own use (filters).
 */
public final class RowObjects {
  private final JsonRows rows;

  public RowObjects(List<Field> fields) {
    this.rows = new JsonRows(fields);
  }

  /** The row's object as UTF-8. */
  public byte[] render(Row row) {
    BodyOutput out = new BodyOutput(256);
    rows.writeOne(out, row);
    return Arrays.copyOf(out.bytes(), out.length());
  }
}
