package dev.openmarkets.answer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.render.BodyOutput;
import dev.openmarkets.render.JsonRows;
import dev.openmarkets.render.RowValues;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Renders the response envelope {data, updatedAt, source, docs, license, attribution[, meta]}
 * straight from database rows: no intermediate JSON tree. The envelope's few members go through a
 * streaming generator, the rows are appended as bytes ({@link JsonRows}); all land in the one
 * array that becomes the response buffer, hashed once for the ETag.
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
  private final Map<String, Encoded> encoded = new ConcurrentHashMap<>();

  /**
   * What every answer of a dataset repeats, encoded once: its rows' field names, and the members
   * after updatedAt (,"source":…,"docs":…,"license":…,"attribution":…).
   */
  private record Encoded(JsonRows rows, byte[] tail) {
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
    // looked up before computeIfAbsent: its lambda captures ds, an allocation on every answer
    Encoded enc = encoded.get(ds.name());
    if (enc == null) {
      enc = encoded.computeIfAbsent(ds.name(), n -> new Encoded(new JsonRows(ds.fields()), tail(config.docsUrl(n))));
    }
    JsonRows cols = viewFields != null ? new JsonRows(viewFields) : enc.rows();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.writeStartObject();
      g.writeFieldName("data");
      if (ds.objectShape() == null) {
        writeRows(g, out, cols, rows);
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
        writeRows(g, out, cols, rows);
        g.writeEndObject();
      }
      g.writeStringField("updatedAt", updatedAt == null ? null : RowValues.formatInstant(updatedAt));
      if (params.asOf() != null) {
        // the moment answered, normalised (a date is the end of that day in New York)
        g.writeStringField("asOf", RowValues.formatInstant(params.asOf()));
      }
      // the members every answer of the dataset repeats, as the generator encoded them once; it
      // writes the rest (a comma before meta, the closing brace) as if it had written these
      g.flush();
      out.write(enc.tail());
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

  /** ,"source":…,"docs":…,"license":…,"attribution":… encoded by the generator itself. */
  private byte[] tail(String docsUrl) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (JsonGenerator g = JSON.createGenerator(b)) {
      g.writeStartObject();
      g.writeStringField("source", config.publicHost());
      g.writeStringField("docs", docsUrl);
      g.writeStringField("license", config.license());
      g.writeStringField("attribution", attribution);
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    byte[] object = b.toByteArray();
    object[0] = ',';
    return Arrays.copyOf(object, object.length - 1);
  }

  private static void writeRows(JsonGenerator g, BodyOutput out, JsonRows cols, RowSet<Row> rows)
      throws IOException {
    g.writeStartArray();
    // what the generator holds goes out first; the rows follow it straight into the body
    g.flush();
    cols.write(out, rows);
    g.writeEndArray();
  }

  public String attribution() {
    return attribution;
  }
}
