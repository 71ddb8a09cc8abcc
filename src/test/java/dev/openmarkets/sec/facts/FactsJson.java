package dev.openmarkets.sec.facts;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;

/**
 * Builds company facts files in SEC's layout for tests: {cik, entityName, facts: {taxonomy:
 * {concept: {units: {unit: [{start?, end, val, accn, fy, fp, form, filed}]}}}}}. Values are
 * written as given (a string becomes a raw JSON number, keeping its digits).
 */
final class FactsJson {
  private final long cik;
  private final String name;
  private final JsonObject facts = new JsonObject();
  private final StringBuilder rawValues = new StringBuilder();

  FactsJson(long cik, String name) {
    this.cik = cik;
    this.name = name;
  }

  /** A duration fact (start null for an instant) of filing accn (form, fy, fp, filed). */
  FactsJson fact(String taxonomy, String concept, String unit, String start, String end, String val,
      String accn, String form, int fy, String fp, String filed) {
    JsonArray list = facts.getJsonObject(taxonomy, new JsonObject()).getJsonObject(concept, new JsonObject())
        .getJsonObject("units", new JsonObject()).getJsonArray(unit, new JsonArray());
    JsonObject f = new JsonObject();
    if (start != null) {
      f.put("start", start);
    }
    f.put("end", end).put("val", "@@" + val + "@@").put("accn", accn).put("fy", fy).put("fp", fp).put("form", form)
        .put("filed", filed);
    list.add(f);
    JsonObject tax = facts.getJsonObject(taxonomy, new JsonObject());
    JsonObject c = tax.getJsonObject(concept, new JsonObject().put("label", concept));
    c.put("units", c.getJsonObject("units", new JsonObject()).put(unit, list));
    tax.put(concept, c);
    facts.put(taxonomy, tax);
    return this;
  }

  FactsJson usd(String concept, String start, String end, String val, String accn, String form, int fy, String fp,
      String filed) {
    return fact("us-gaap", concept, "USD", start, end, val, accn, form, fy, fp, filed);
  }

  String text() {
    String json = new JsonObject().put("cik", cik).put("entityName", name).put("facts", facts).encode();
    return json.replaceAll("\"@@([-0-9.Ee+]+)@@\"", "$1");
  }

  byte[] bytes() {
    return text().getBytes(StandardCharsets.UTF_8);
  }

  String fileName() {
    return String.format("CIK%010d.json", cik);
  }
}
