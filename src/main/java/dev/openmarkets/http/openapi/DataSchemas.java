package dev.openmarkets.http.openapi;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.FieldType;
import dev.openmarkets.dataset.Param;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * JSON Schemas of one dataset, from its declaration: the parameters (JSON and CSV ranges), the
 * row, the data (array, or the object payload's head around its row list) and the envelope.
 */
public final class DataSchemas {
  /** The first value of a parenthesised list in a parameter's doc: "Asset slug (btc, eth, ...)" gives btc. */
  private static final Pattern DOC_EXAMPLE = Pattern.compile("\\(([a-z0-9][a-z0-9-]*)[,.)]");

  private DataSchemas() {
  }

  /** The OpenAPI parameter objects; csv: the ranges and defaults of the /csv form. */
  public static JsonArray params(Dataset ds, boolean csv) {
    JsonArray out = new JsonArray();
    for (Param<?> p : ds.params()) {
      JsonObject param = new JsonObject().put("name", p.name()).put("in", p.inPath() ? "path" : "query")
          .put("required", p.inPath()).put("schema", param(p, csv));
      String doc = p.doc() == null ? "" : p.doc();
      if (!p.aliases().isEmpty()) {
        doc += (doc.isBlank() ? "" : ". ") + "Also accepted: " + String.join(", ", p.aliases().keySet().stream()
            .sorted().map(a -> a + " (" + p.aliases().get(a) + ")").toList());
      }
      if (!doc.isBlank()) {
        param.put("description", doc);
      }
      Object example = example(p, csv);
      if (example != null) {
        param.put("example", example);
      }
      out.add(param);
    }
    return out;
  }

  private static JsonObject param(Param<?> p, boolean csv) {
    JsonObject s = new JsonObject();
    switch (p.type()) {
      case INTEGER -> s.put("type", "integer").put("minimum", p.min()).put("maximum", csv ? p.csvMax() : p.max());
      case DECIMAL -> {
        s.put("type", "number");
        if (p.min() != null) {
          s.put("minimum", p.min());
        }
      }
      case BOOLEAN -> s.put("type", "boolean");
      case DATE -> s.put("type", "string").put("format", "date");
      // a date alone is accepted too
      case DATETIME -> s.put("type", "string").put("anyOf", new JsonArray()
          .add(new JsonObject().put("format", "date")).add(new JsonObject().put("format", "date-time")));
      case ENUM -> s.put("type", "string").put("enum", new JsonArray(List.copyOf(p.allowed())));
      // the patterns ParamParser applies
      case TICKER -> s.put("type", "string").put("pattern", "^[A-Za-z0-9./-]{1,12}$");
      case SLUG -> s.put("type", "string").put("pattern", "^[A-Za-z0-9_-]{1,64}$");
      default -> s.put("type", "string");
    }
    Object dflt = csv ? p.csvDefault() : p.defaultValue();
    if (dflt != null) {
      s.put("default", dflt);
    }
    return s;
  }

  private static Object example(Param<?> p, boolean csv) {
    Object dflt = csv ? p.csvDefault() : p.defaultValue();
    return switch (p.type()) {
      case TICKER -> "AAPL";
      case DATE -> "2026-11-20";
      case DATETIME -> "2026-11-20T00:00:00Z";
      case ENUM -> dflt != null ? dflt : p.allowed().get(0);
      case INTEGER -> dflt != null ? dflt : p.min();
      case SLUG -> {
        Matcher m = DOC_EXAMPLE.matcher(p.doc() == null ? "" : p.doc());
        yield m.find() ? m.group(1) : null;
      }
      default -> dflt;
    };
  }

  /** The row object: every declared field, all required (null is a value, never a missing key). */
  public static JsonObject row(Dataset ds) {
    JsonObject props = new JsonObject();
    JsonArray required = new JsonArray();
    for (Field f : ds.fields()) {
      props.put(f.name(), field(ds, f));
      required.add(f.name());
    }
    return new JsonObject().put("type", "object").put("properties", props).put("required", required);
  }

  /** The data member: the row array, or the object payload (its head, then the rows under the list field). */
  public static JsonObject data(Dataset ds) {
    JsonObject view = ds.schemas() == null ? null : ds.schemas().viewCopy();
    JsonObject rows = new JsonObject().put("type", "array").put("items", view == null ? row(ds)
        : new JsonObject().put("anyOf", new JsonArray().add(row(ds)).add(view)));
    if (ds.objectShape() == null) {
      return rows;
    }
    String list = ds.objectShape().listField();
    JsonObject head = ds.schemas() == null ? null : ds.schemas().headCopy();
    JsonObject props = head == null ? new JsonObject() : head.getJsonObject("properties", new JsonObject());
    JsonArray required = head == null ? new JsonArray() : head.getJsonArray("required", new JsonArray());
    props.put(list, rows.put("description", "The rows (the CSV export carries these)"));
    required.add(list);
    return new JsonObject().put("type", "object")
        .put("description", "An object: " + String.join(", ", props.fieldNames()) + "; the rows are under `" + list
            + "`.")
        .put("properties", props)
        .put("required", required)
        // undocumented heads stay open rather than wrong
        .put("additionalProperties", head == null);
  }

  /** The answer of a data endpoint: {data, updatedAt, source, docs, license, attribution[, meta]}. */
  public static JsonObject envelope(Dataset ds) {
    return new JsonObject().put("type", "object")
        .put("properties", new JsonObject()
            .put("data", data(ds))
            .put("updatedAt", new JsonObject().put("type", new JsonArray().add("string").add("null"))
                .put("format", "date-time").put("description", "When this dataset last changed; null before any data"))
            .put("source", new JsonObject().put("type", "string").put("description", "The host that answered")
                .put("examples", new JsonArray().add("openmarkets.example.org")))
            .put("docs", new JsonObject().put("type", "string").put("format", "uri")
                .put("description", "This dataset's documentation page"))
            .put("license", new JsonObject().put("type", "string").put("description", "The terms of use"))
            .put("attribution", new JsonObject().put("type", "string")
                .put("description", "Credit to give; says SAMPLE DATA on a --demo server"))
            .put("meta", new JsonObject().put("type", "object").put("additionalProperties", true)
                .put("description", "Dataset-specific notes about the answer (some datasets only)")))
        .put("required", new JsonArray().add("data").add("updatedAt").add("source").add("docs").add("license")
            .add("attribution"))
        .put("additionalProperties", false);
  }

  private static JsonObject field(Dataset ds, Field f) {
    JsonObject s;
    if (f.type() == FieldType.JSON) {
      JsonObject shape = ds.schemas() == null ? null : ds.schemas().fieldCopy(f.name());
      s = shape != null ? shape : new JsonObject().put("type", f.nullable()
          ? new JsonArray().add("array").add("object").add("null") : new JsonArray().add("array").add("object"));
    } else {
      String t = switch (f.type()) {
        case NUMBER -> "number";
        case INTEGER -> "integer";
        case BOOLEAN -> "boolean";
        default -> "string";
      };
      s = new JsonObject().put("type", f.nullable() ? new JsonArray().add(t).add("null") : t);
      switch (f.type()) {
        case DATE -> s.put("format", "date");
        case TIMESTAMP -> s.put("format", "date-time");
        case DECIMAL -> s.put("format", "decimal").put("description", "Exact decimal as a string. " + f.doc());
        default -> {
        }
      }
    }
    if (!s.containsKey("description") && f.doc() != null && !f.doc().isBlank()) {
      s.put("description", f.doc());
    }
    return s;
  }
}
