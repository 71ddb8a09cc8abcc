package dev.openmarkets.sec.facts;

import java.util.List;
import java.util.Map;

/** The facts of one company facts file that the concept table reads, by concept name. */
public record CompanyFacts(String cik, String entityName, Map<String, List<Fact>> byConcept) {

  public List<Fact> facts(String concept) {
    return byConcept.getOrDefault(concept, List.of());
  }
}
