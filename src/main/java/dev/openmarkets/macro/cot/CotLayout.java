package dev.openmarkets.macro.cot;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The documented column order of each report kind's comma-separated file (the CFTC's record
 * layout, the same in the yearly files, which print it as their header, and in the weekly
 * current-report files, which do not): layout-{tff,disaggregated,legacy}.txt, one exact column
 * name a line (the legacy layout's stray leading space kept). A header-less file is read by
 * giving its rows these names.
 */
public final class CotLayout {
  private static final Map<CotKind, List<String>> LAYOUTS = load();

  private CotLayout() {
  }

  public static List<String> of(CotKind kind) {
    return LAYOUTS.get(kind);
  }

  /** The kind whose layout has this many columns, or null (the three counts differ: 87, 191, 129). */
  static CotKind byWidth(int columns) {
    for (Map.Entry<CotKind, List<String>> e : LAYOUTS.entrySet()) {
      if (e.getValue().size() == columns) {
        return e.getKey();
      }
    }
    return null;
  }

  static String widths() {
    StringBuilder sb = new StringBuilder();
    LAYOUTS.forEach((k, v) -> sb.append(sb.isEmpty() ? "" : ", ").append(k.code).append(' ').append(v.size()));
    return sb.toString();
  }

  private static Map<CotKind, List<String>> load() {
    Map<CotKind, List<String>> out = new EnumMap<>(CotKind.class);
    for (CotKind k : CotKind.values()) {
      try (InputStream in = CotLayout.class.getResourceAsStream("layout-" + k.code + ".txt")) {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        out.put(k, List.of(text.split("\n")));
      } catch (IOException | NullPointerException e) {
        throw new IllegalStateException("the COT layout of " + k.code + " is missing from the jar", e);
      }
    }
    return out;
  }
}
