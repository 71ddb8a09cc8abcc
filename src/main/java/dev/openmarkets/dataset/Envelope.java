package dev.openmarkets.dataset;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.config.AppConfig;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Renders the response envelope {data, updatedAt, source, docs, license, attribution[, meta]}
 * straight from database rows with a streaming generator: no intermediate JSON tree. Bytes land
 * in the response buffer once, hashed on the way for the ETag; field names are encoded once.
 */
public final class Envelope {
  /** Shown in attribution when the service runs on bundled sample files (--demo). */
  public static final String SAMPLE_LABEL =
      "SAMPLE DATA: synthetic files bundled with openmarkets --demo, not real market data. ";

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final JsonFactory JSON = MAPPER.getFactory()
      .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);

  private final AppConfig config;
  private final String attribution;
  private final Map<String, Columns> columns = new ConcurrentHashMap<>();

  /**
   * A dataset's fields as arrays, with their names encoded once: the row loop runs for every
   * value of every answer, and List lookups there were megamorphic interface calls (profile).
   */
  private record Columns(Field[] fields, SerializableString[] names) {
    static Columns of(List<Field> fields) {
      return new Columns(fields.toArray(Field[]::new),
          fields.stream().map(f -> new SerializedString(f.name())).toArray(SerializableString[]::new));
    }
  }

  /** The rendered body and its CRC-32C (see {@link ETags#of}). */
  public record Rendered(Buffer body, long crc) {
  }

  public Envelope(AppConfig config) {
    this.config = config;
    this.attribution = (config.demo() ? SAMPLE_LABEL : "") + config.attribution();
  }

  public Rendered render(Dataset ds, Params params, RowSet<Row> rows, Instant updatedAt,
      Map<String, Object> meta) {
    return render(ds, params, rows, null, updatedAt, meta);
  }

  /** head: the one row of the dataset's headSql, or null. */
  public Rendered render(Dataset ds, Params params, RowSet<Row> rows, Row head, Instant updatedAt,
      Map<String, Object> meta) {
    return render(ds, null, params, rows, head, updatedAt, meta);
  }

  /** viewFields: the fields of a view whose rows differ from the dataset's (SqlPlan#fields), or null. */
  public Rendered render(Dataset ds, List<Field> viewFields, Params params, RowSet<Row> rows, Row head,
      Instant updatedAt, Map<String, Object> meta) {
    BodyOutput out = new BodyOutput(256 + rows.size() * 160);
    Columns cols = viewFields != null ? Columns.of(viewFields) : columns.computeIfAbsent(ds.name(),
        n -> Columns.of(ds.fields()));
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.writeStartObject();
      g.writeFieldName("data");
      if (ds.objectShape() == null) {
        writeRows(g, cols, rows);
      } else {
        g.writeStartObject();
        for (Map.Entry<String, Object> e : ds.objectShape().head().apply(params).entrySet()) {
          g.writeFieldName(e.getKey());
          MAPPER.writeValue(g, e.getValue());
        }
        if (head != null) {
          for (int i = 0; i < head.size(); i++) {
            g.writeFieldName(head.getColumnName(i));
            RowValues.writeAny(g, head.getValue(i));
          }
        }
        g.writeFieldName(ds.objectShape().listField());
        writeRows(g, cols, rows);
        g.writeEndObject();
      }
      g.writeStringField("updatedAt", updatedAt == null ? null : RowValues.formatInstant(updatedAt));
      g.writeStringField("source", config.publicHost());
      g.writeStringField("docs", config.docsUrl(ds.name()));
      g.writeStringField("license", config.license());
      g.writeStringField("attribution", attribution);
      if (meta != null) {
        g.writeFieldName("meta");
        MAPPER.writeValue(g, meta);
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new Rendered(out.body(), out.crc());
  }

  private static void writeRows(JsonGenerator g, Columns cols, RowSet<Row> rows) throws IOException {
    Field[] fields = cols.fields();
    SerializableString[] names = cols.names();
    g.writeStartArray();
    for (Row row : rows) {
      g.writeStartObject();
      for (int i = 0; i < fields.length; i++) {
        g.writeFieldName(names[i]);
        RowValues.writeJson(g, row, i, fields[i]);
      }
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  public String attribution() {
    return attribution;
  }
}
