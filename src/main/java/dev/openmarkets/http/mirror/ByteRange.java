package dev.openmarkets.http.mirror;

/**
 * One byte range of a file from a Range header (RFC 9110 14.1): "bytes=a-b", "bytes=a-" or
 * "bytes=-n". Several ranges are answered whole (200), as the RFC allows; a range that cannot be
 * satisfied or is written backwards is refused (416).
 */
record ByteRange(long start, long length) {

  /** What a Range header asks of a file of size bytes. */
  sealed interface Ask permits Whole, Part, Unsatisfiable {
  }

  record Whole() implements Ask {
  }

  record Part(ByteRange range) implements Ask {
  }

  record Unsatisfiable() implements Ask {
  }

  long end() {
    return start + length - 1;
  }

  static Ask parse(String header, long size) {
    if (header == null || !header.startsWith("bytes=") || header.contains(",")) {
      return new Whole();
    }
    String spec = header.substring("bytes=".length()).trim();
    int dash = spec.indexOf('-');
    if (dash < 0) {
      return new Whole();
    }
    try {
      String a = spec.substring(0, dash).trim();
      String b = spec.substring(dash + 1).trim();
      if (a.isEmpty()) {
        long suffix = Long.parseLong(b);
        return suffix <= 0 || size == 0 ? new Unsatisfiable()
            : new Part(new ByteRange(Math.max(0, size - suffix), Math.min(suffix, size)));
      }
      long start = Long.parseLong(a);
      long end = b.isEmpty() ? size - 1 : Math.min(Long.parseLong(b), size - 1);
      if (start < 0 || start >= size || (!b.isEmpty() && Long.parseLong(b) < start)) {
        return new Unsatisfiable();
      }
      return new Part(new ByteRange(start, end - start + 1));
    } catch (NumberFormatException e) {
      return new Whole();
    }
  }
}
