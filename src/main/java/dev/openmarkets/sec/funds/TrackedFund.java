package dev.openmarkets.sec.funds;

import java.util.LinkedHashMap;
import java.util.Map;

/** A 13F manager the service follows: its URL slug, display name, manager (person or firm) and CIK. */
public record TrackedFund(String slug, String name, String manager, String cik) {

  /** The `fund` object of /funds/{slug}, in the spec's key order. */
  public Map<String, Object> asObject() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("slug", slug);
    m.put("name", name);
    m.put("manager", manager);
    m.put("cik", cik);
    return m;
  }
}
