package dev.openmarkets.mcp;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One MCP tool: its name, description, the dataset variants it answers from, and its input and
 * output JSON Schemas, derived from the Param and Field declarations (the source of the OpenAPI).
 */
public record McpTool(String name, String description, String selector, List<Bound> variants,
    JsonObject inputSchema, JsonObject outputSchema) {

  /** A variant bound to its declaration; params maps a declared parameter to its tool argument name. */
  public record Bound(Dataset dataset, String whenArg, String whenValue, Map<String, String> renames) {
    String argOf(String param) {
      for (Map.Entry<String, String> e : renames.entrySet()) {
        if (e.getValue().equals(param)) {
          return e.getKey();
        }
      }
      return param;
    }

    String paramOf(String arg) {
      return renames.getOrDefault(arg, arg);
    }
  }

  static McpTool of(String name, String selector, List<Bound> variants) {
    Dataset first = variants.get(0).dataset();
    StringBuilder desc = new StringBuilder(first.title());
    if (!first.summary().isBlank()) {
      desc.append(". ").append(first.summary());
    }
    if (variants.size() > 1) {
      for (Bound b : variants) {
        desc.append(selector != null ? "\n- " + selector + "=" + b.whenValue()
            + (b.whenArg() != null ? " with " + b.whenArg() : "") + ": " : b.whenArg() != null
            ? "\n- with " + b.whenArg() + ": " : "\n- otherwise: ").append(b.dataset().title())
            .append(" (").append(b.dataset().path()).append(")");
      }
    } else {
      desc.append(" (").append(first.path()).append(")");
    }
    desc.append("\nReturns the API envelope: data, updatedAt, source, docs, license, attribution.");
    return new McpTool(name, desc.toString(), selector, List.copyOf(variants), input(selector, variants),
        output(variants));
  }

  private static JsonObject input(String selector, List<Bound> variants) {
    Map<String, JsonObject> props = new LinkedHashMap<>();
    JsonArray required = new JsonArray();
    if (selector != null) {
      List<String> values = new ArrayList<>();
      variants.forEach(b -> {
        if (!values.contains(b.whenValue())) {
          values.add(b.whenValue());
        }
      });
      props.put(selector, new JsonObject().put("type", "string").put("enum", new JsonArray(values))
          .put("description", "Which dataset to read: one of " + String.join(", ", values) + "."));
      required.add(selector);
    }
    for (Bound b : variants) {
      for (Param<?> p : b.dataset().params()) {
        String arg = b.argOf(p.name());
        props.putIfAbsent(arg, schema(p));
        if (p.inPath() && variants.size() == 1 && !required.contains(arg)) {
          required.add(arg);
        }
      }
    }
    JsonObject properties = new JsonObject();
    props.forEach(properties::put);
    JsonObject s = new JsonObject().put("type", "object").put("properties", properties);
    if (!required.isEmpty()) {
      s.put("required", required);
    }
    return s;
  }

  /** The JSON Schema of one declared parameter as a tool argument (the event tools describe their filters with it). */
  public static JsonObject schema(Param<?> p) {
    JsonObject s = new JsonObject();
    switch (p.type()) {
      case INTEGER -> s.put("type", "integer").put("minimum", p.min()).put("maximum", p.max());
      case DECIMAL -> {
        s.put("type", new JsonArray().add("number").add("string"));
        if (p.min() != null) {
          s.put("minimum", p.min());
        }
      }
      case BOOLEAN -> s.put("type", "boolean");
      case DATE -> s.put("type", "string").put("format", "date");
      case DATETIME -> s.put("type", "string");
      case ENUM -> {
        JsonArray values = new JsonArray(new ArrayList<>(p.allowed()));
        p.aliases().keySet().stream().sorted().forEach(values::add);
        s.put("type", "string").put("enum", values);
      }
      default -> s.put("type", "string");
    }
    if (p.defaultValue() != null) {
      s.put("default", p.defaultValue() instanceof java.math.BigDecimal bd ? bd.toPlainString() : p.defaultValue());
    }
    String doc = p.doc().strip();
    // a doc without a closing stop ("Venue") would run into the range ("Venue Accepts ...")
    boolean stopped = doc.isEmpty() || ".!?".indexOf(doc.charAt(doc.length() - 1)) >= 0;
    s.put("description", (doc.isEmpty() ? "" : doc + (stopped ? " " : ". ")) + "Accepts " + p.rangeText(false) + ".");
    return s;
  }

  private static JsonObject output(List<Bound> variants) {
    JsonObject data;
    Dataset ds = variants.get(0).dataset();
    if (variants.size() == 1 && ds.objectShape() == null) {
      JsonObject props = new JsonObject();
      for (Field f : ds.fields()) {
        props.put(f.name(), new JsonObject().put("type", type(f)).put("description", f.doc()));
      }
      data = new JsonObject().put("type", "array").put("items", new JsonObject().put("type", "object")
          .put("properties", props));
    } else if (variants.size() == 1) {
      data = new JsonObject().put("type", "object");
    } else {
      data = new JsonObject().put("type", new JsonArray().add("array").add("object"));
    }
    JsonObject nullableString = new JsonObject().put("type", new JsonArray().add("string").add("null"));
    return new JsonObject().put("type", "object")
        .put("properties", new JsonObject()
            .put("data", data)
            .put("updatedAt", nullableString)
            .put("source", new JsonObject().put("type", "string"))
            .put("docs", new JsonObject().put("type", "string"))
            .put("license", new JsonObject().put("type", "string"))
            .put("attribution", new JsonObject().put("type", "string"))
            .put("rowCount", new JsonObject().put("type", "integer"))
            .put("note", new JsonObject().put("type", "string")))
        .put("required", new JsonArray().add("data").add("source").add("docs").add("attribution"));
  }

  private static JsonArray type(Field f) {
    JsonArray t = switch (f.type()) {
      case NUMBER -> new JsonArray().add("number");
      case INTEGER -> new JsonArray().add("integer");
      case BOOLEAN -> new JsonArray().add("boolean");
      case JSON -> new JsonArray().add("array").add("object");
      default -> new JsonArray().add("string");
    };
    return f.nullable() ? t.add("null") : t;
  }

  /** The tools/list entry; outputSchema only for clients of 2025-06-18 or later. */
  JsonObject listing(boolean structured) {
    JsonObject o = new JsonObject().put("name", name).put("description", description).put("inputSchema", inputSchema)
        .put("annotations", new JsonObject().put("readOnlyHint", true).put("openWorldHint", false));
    if (structured) {
      o.put("outputSchema", outputSchema);
    }
    return o;
  }
}
