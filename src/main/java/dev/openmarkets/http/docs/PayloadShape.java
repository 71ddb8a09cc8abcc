package dev.openmarkets.http.docs;

import static dev.openmarkets.http.docs.Html.esc;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.FieldType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every field of a dataset's `data`, nested ones too, as dotted paths (`data.hourly[].longUsd`).
 * Row fields come from the declaration (so they are listed even when no row is held); the object
 * head and the inside of JSON fields, which the declarations do not type, are read off the whole
 * current answer (every row, not the cut example), the union of the keys and types seen.
 */
final class PayloadShape {
  /** Nesting shown at most; deeper values are listed as their type only. */
  private static final int MAX_DEPTH = 6;

  record Line(String path, String type, String doc) {
  }

  private PayloadShape() {
  }

  /** data: the answer's `data` (null when there is no answer: the declared rows only). */
  static List<Line> of(Dataset ds, JsonNode data) {
    List<Line> out = new ArrayList<>();
    if (ds.objectShape() == null) {
      rows(ds, "data[]", data != null && data.isArray() ? elements(List.of(data)) : List.of(), out);
      return out;
    }
    String list = ds.objectShape().listField();
    if (data == null || !data.isObject()) {
      out.add(new Line("data", "object", ""));
      rows(ds, "data." + list + "[]", List.of(), out);
      return out;
    }
    out.add(new Line("data", "object", ""));
    for (Map.Entry<String, List<JsonNode>> e : children(List.of(data)).entrySet()) {
      String path = "data." + e.getKey();
      if (e.getKey().equals(list)) {
        rows(ds, path + "[]", elements(e.getValue()), out);
      } else {
        String doc = ds.param(e.getKey()) != null ? "The " + e.getKey() + " asked for" : "";
        walk(path, e.getValue(), doc, 1, out);
      }
    }
    return out;
  }

  /** Whether a shape says more than the row field table: an object payload, or nested row fields. */
  static boolean worthShowing(Dataset ds, List<Line> lines) {
    return ds.objectShape() != null || lines.stream().anyMatch(l -> l.path().indexOf('.', "data[].".length()) > 0);
  }

  static String table(List<Line> lines) {
    StringBuilder sb = new StringBuilder(lines.size() * 96)
        .append("<table class=\"shape\"><tr><th>field</th><th>type</th><th>notes</th></tr>");
    for (Line l : lines) {
      sb.append("<tr><td><code>").append(esc(l.path())).append("</code></td><td>").append(esc(l.type()))
          .append("</td><td>").append(esc(l.doc())).append("</td></tr>");
    }
    return sb.append("</table>").toString();
  }

  /** The row list: one line for the list, then each declared field, then what JSON fields hold. */
  private static void rows(Dataset ds, String path, List<JsonNode> rows, List<Line> out) {
    out.add(new Line(path.substring(0, path.length() - 2), "array of rows",
        "One row per line of the CSV export; fields below, as in the Row fields table"));
    Map<String, List<JsonNode>> seen = children(rows);
    for (Field f : ds.fields()) {
      out.add(new Line(path + "." + f.name(), f.typeLabel(), f.doc()));
      List<JsonNode> values = seen.get(f.name());
      if (f.type() == FieldType.JSON && values != null) {
        nested(path + "." + f.name(), values, 2, out);
      }
    }
  }

  private static void walk(String path, List<JsonNode> values, String doc, int depth, List<Line> out) {
    out.add(new Line(path, typeOf(values), doc));
    nested(path, values, depth + 1, out);
  }

  /** The fields inside object values, and the elements of array values, one level down. */
  private static void nested(String path, List<JsonNode> values, int depth, List<Line> out) {
    if (depth > MAX_DEPTH) {
      return;
    }
    List<JsonNode> objects = values.stream().filter(JsonNode::isObject).toList();
    for (Map.Entry<String, List<JsonNode>> e : children(objects).entrySet()) {
      walk(path + "." + e.getKey(), e.getValue(), "", depth, out);
    }
    List<JsonNode> elements = elements(values.stream().filter(JsonNode::isArray).toList());
    if (elements.stream().anyMatch(JsonNode::isObject)) {
      for (Map.Entry<String, List<JsonNode>> e : children(elements).entrySet()) {
        walk(path + "[]." + e.getKey(), e.getValue(), "", depth, out);
      }
    }
  }

  /** The keys of the given objects in first-seen order, with every value seen under each. */
  private static Map<String, List<JsonNode>> children(List<JsonNode> objects) {
    Map<String, List<JsonNode>> out = new LinkedHashMap<>();
    for (JsonNode o : objects) {
      if (o != null && o.isObject()) {
        o.fields().forEachRemaining(e -> out.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(e.getValue()));
      }
    }
    return out;
  }

  private static List<JsonNode> elements(List<JsonNode> arrays) {
    List<JsonNode> out = new ArrayList<>();
    arrays.forEach(a -> a.forEach(out::add));
    return out;
  }

  /** "string|null", "array of object", "number"... from the values seen. */
  static String typeOf(List<JsonNode> values) {
    Set<String> types = new LinkedHashSet<>();
    boolean nullSeen = false;
    for (JsonNode v : values) {
      if (v.isNull()) {
        nullSeen = true;
      } else if (v.isArray()) {
        Set<String> inner = new LinkedHashSet<>();
        v.forEach(e -> inner.add(scalar(e)));
        types.add(inner.isEmpty() ? "array" : "array of " + String.join("|", inner));
      } else {
        types.add(scalar(v));
      }
    }
    if (nullSeen) {
      types.add("null");
    }
    return String.join("|", types);
  }

  private static String scalar(JsonNode v) {
    return v.isObject() ? "object" : v.isTextual() ? "string" : v.isBoolean() ? "boolean"
        : v.isIntegralNumber() ? "integer" : v.isNumber() ? "number" : v.isNull() ? "null" : "array";
  }
}
