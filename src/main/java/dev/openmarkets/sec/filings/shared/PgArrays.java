package dev.openmarkets.sec.filings.shared;

import java.util.List;

/** A text[] literal for the unnest upserts, which pass every column as text ({"5.02","9.01"}). */
public final class PgArrays {
  private PgArrays() {
  }

  public static String of(List<String> values) {
    if (values == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < values.size(); i++) {
      String v = values.get(i);
      sb.append(i == 0 ? "" : ",");
      sb.append(v == null ? "NULL" : '"' + v.replace("\\", "\\\\").replace("\"", "\\\"") + '"');
    }
    return sb.append('}').toString();
  }
}
