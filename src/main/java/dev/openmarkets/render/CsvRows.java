package dev.openmarkets.render;

import com.fasterxml.jackson.dataformat.csv.CsvFactory;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.openmarkets.dataset.Field;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.Row;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * RFC 4180 CSV for one dataset, chunk by chunk: rows are appended, then {@link #drain()} hands
 * the bytes written so far to the response. Memory stays at one chunk whatever the row count.
 * Nulls are empty cells; decimals are written verbatim; quoting only where needed.
 */
public final class CsvRows implements AutoCloseable {
  private static final CsvFactory FACTORY = new CsvFactory()
      .enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING);

  private final List<Field> fields;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream(32 * 1024);
  private final CsvGenerator gen;

  public CsvRows(List<Field> fields) {
    this.fields = fields;
    CsvSchema.Builder schema = CsvSchema.builder()
        .setUseHeader(false)
        .setLineSeparator("\n")
        .setNullValue("");
    for (Field f : fields) {
      schema.addColumn(f.csvName());
    }
    try {
      gen = FACTORY.createGenerator(out);
      gen.setSchema(schema.build());
      writeCells(fields.stream().map(Field::csvName).toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public void add(Row row) {
    try {
      gen.writeStartArray();
      for (int i = 0; i < fields.size(); i++) {
        String cell = RowValues.csvCell(row, i, fields.get(i));
        // an empty string, not writeNull: in array rows Jackson would drop a null cell entirely
        gen.writeString(cell == null ? "" : cell);
      }
      gen.writeEndArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void writeCells(List<String> cells) throws IOException {
    gen.writeStartArray();
    for (String c : cells) {
      gen.writeString(c);
    }
    gen.writeEndArray();
  }

  public int pendingBytes() {
    return out.size();
  }

  /** The bytes written since the last drain. */
  public Buffer drain() {
    try {
      gen.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Buffer b = Buffer.buffer(out.toByteArray());
    out.reset();
    return b;
  }

  @Override
  public void close() {
    try {
      gen.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
