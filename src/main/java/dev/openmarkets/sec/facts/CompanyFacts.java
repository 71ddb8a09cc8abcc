package dev.openmarkets.sec.facts;

import java.util.List;
import java.util.Map;

/** The facts of one company facts file that the concept table reads, by concept name. */
public record CompanyFacts(String cik, String entityName, Map<String, List<Fact>> byConcept) {

  public List<Fact> facts(String concept) {
    return byConcept.getOrDefault(concept, List.of());
  }

  /** The facts as known at the end of day d: those filed on or before it. */
  public CompanyFacts filedBy(java.time.LocalDate d) {
    Map<String, List<Fact>> out = new java.util.LinkedHashMap<>();
    byConcept.forEach((concept, list) -> {
      List<Fact> known = list.stream().filter(f -> !f.filed().isAfter(d)).toList();
      if (!known.isEmpty()) {
        out.put(concept, known);
      }
    });
    return new CompanyFacts(cik, entityName, out);
  }
}
