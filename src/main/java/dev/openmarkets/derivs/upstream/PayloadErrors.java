package dev.openmarkets.derivs.upstream;

/** The reason of a rejected upstream answer as one line: Jackson's messages carry a source location after it. */
public final class PayloadErrors {
  private PayloadErrors() {
  }

  public static String reason(Throwable e) {
    String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    int nl = m.indexOf('\n');
    m = nl >= 0 ? m.substring(0, nl) : m;
    int src = m.indexOf(" (start marker at [Source");
    return (src >= 0 ? m.substring(0, src) : m).strip();
  }
}
