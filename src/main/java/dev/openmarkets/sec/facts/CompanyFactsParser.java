package dev.openmarkets.sec.facts;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.Ciks;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a company facts file (data.sec.gov/api/xbrl/companyfacts/CIK##########.json) and keeps
 * the facts of the concepts in {@link Concepts}, in the units the table names. Values keep the
 * file's digits (no floating point). A file without cik or facts, or a fact without end, value,
 * accession or filing date, rejects the file.
 */
public final class CompanyFactsParser {
  private CompanyFactsParser() {
  }

  // floats as BigDecimal: "0.00001" stays 0.00001, never 1.0E-5
  static final ObjectMapper JSON = new ObjectMapper()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .setNodeFactory(JsonNodeFactory.withExactBigDecimals(true));

  public static CompanyFacts parse(UpstreamFile file) throws RejectedFileException {
    return parse(readTree(file.bytes()));
  }

  /** The JSON tree of one file; an S3 XML error body (missing CIK) or bad JSON rejects it. */
  static JsonNode readTree(byte[] b) throws RejectedFileException {
    int i = 0;
    while (i < b.length && Character.isWhitespace(b[i])) {
      i++;
    }
    if (i < b.length && b[i] == '<') {
      throw new RejectedFileException("upstream error document instead of company facts JSON");
    }
    try {
      JsonNode root = JSON.readTree(b);
      if (root == null || !root.isObject()) {
        throw new RejectedFileException("company facts is not a JSON object");
      }
      return root;
    } catch (java.io.IOException e) {
      throw new RejectedFileException("malformed company facts JSON: " + e.getMessage());
    }
  }

  public static CompanyFacts parse(JsonNode root) throws RejectedFileException {
    JsonNode cikNode = root.get("cik");
    String cik = cikNode == null ? null : Ciks.normalize(cikNode.asText());
    if (cik == null) {
      throw new RejectedFileException("company facts without a cik");
    }
    JsonNode facts = root.get("facts");
    if (facts == null || !facts.isObject()) {
      throw new RejectedFileException("company facts of " + cik + " without a facts object");
    }
    String name = root.path("entityName").asText("").strip();
    Map<String, List<Fact>> out = new HashMap<>();
    for (Concepts.Figure fig : Concepts.all()) {
      JsonNode taxonomy = facts.get(fig.taxonomy());
      if (taxonomy == null) {
        continue;
      }
      for (String concept : fig.concepts()) {
        JsonNode units = taxonomy.path(concept).path("units");
        if (!units.isObject()) {
          continue;
        }
        List<Fact> list = new ArrayList<>();
        var it = units.fields();
        while (it.hasNext()) {
          var unit = it.next();
          if (fig.unit().equals("*") || fig.unit().equals(unit.getKey())) {
            for (JsonNode f : unit.getValue()) {
              list.add(fact(concept, unit.getKey(), f));
            }
          }
        }
        if (!list.isEmpty()) {
          out.put(concept, List.copyOf(list));
        }
      }
    }
    return new CompanyFacts(cik, name.isEmpty() ? null : name, out);
  }

  private static Fact fact(String concept, String unit, JsonNode f) throws RejectedFileException {
    LocalDate end = date(f, "end", true, concept);
    JsonNode val = f.get("val");
    if (val == null || !val.isNumber()) {
      throw new RejectedFileException(concept + " fact ending " + end + " without a numeric val");
    }
    String accn = f.path("accn").asText("");
    if (accn.isEmpty()) {
      throw new RejectedFileException(concept + " fact ending " + end + " without accn");
    }
    return new Fact(concept, unit, date(f, "start", false, concept), end, val.decimalValue(), accn,
        f.hasNonNull("fy") ? f.get("fy").asInt() : null, text(f, "fp"), text(f, "form"),
        date(f, "filed", true, concept), text(f, "frame"));
  }

  private static String text(JsonNode f, String key) {
    JsonNode n = f.get(key);
    return n == null || n.isNull() || n.asText().isBlank() ? null : n.asText();
  }

  private static LocalDate date(JsonNode f, String key, boolean required, String concept) throws RejectedFileException {
    String s = text(f, key);
    if (s == null) {
      if (required) {
        throw new RejectedFileException(concept + " fact without " + key);
      }
      return null;
    }
    try {
      return LocalDate.parse(s);
    } catch (DateTimeParseException e) {
      throw new RejectedFileException(concept + " fact with a bad " + key + " '" + s + "'");
    }
  }
}
