package dev.openmarkets.observe;

import java.util.Arrays;

/** Reads sample values out of a Prometheus text exposition, for assertions. */
final class Exposition {
  private final String text;

  Exposition(String text) {
    this.text = text;
  }

  /** The value of the one sample of this name carrying all these label pairs (label="value"); NaN when absent. */
  double value(String name, String... labels) {
    double found = Double.NaN;
    for (String line : text.split("\n")) {
      if (line.startsWith(name + "{") || line.startsWith(name + " ")) {
        String labelPart = line.startsWith(name + "{") ? line.substring(name.length(), line.lastIndexOf('}') + 1) : "";
        if (Arrays.stream(labels).allMatch(labelPart::contains)) {
          if (!Double.isNaN(found)) {
            throw new AssertionError("more than one sample of " + name + " with " + Arrays.toString(labels));
          }
          found = Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
        }
      }
    }
    return found;
  }

  /** 0 when the sample does not exist yet (a counter not yet incremented). */
  double valueOrZero(String name, String... labels) {
    double v = value(name, labels);
    return Double.isNaN(v) ? 0 : v;
  }

  boolean contains(String s) {
    return text.contains(s);
  }

  @Override
  public String toString() {
    return text;
  }
}
