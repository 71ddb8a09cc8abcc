package dev.openmarkets.http.mirror;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The file a /mirror/ request path names, or none: each segment is decoded and must be a plain
 * name (no "..", ".", empty segment, hidden name, backslash or control character), so no request
 * reaches outside the mirror directory or its scratch files, however it is encoded.
 */
final class MirrorPaths {
  static final String PREFIX = "/mirror/";

  private MirrorPaths() {
  }

  static Optional<Path> resolve(Path root, String rawPath) {
    if (!rawPath.startsWith(PREFIX)) {
      return Optional.empty();
    }
    String rest = rawPath.substring(PREFIX.length());
    if (rest.isEmpty()) {
      return Optional.empty();
    }
    Path out = root;
    for (String raw : rest.split("/", -1)) {
      String seg;
      try {
        seg = URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
      } catch (IllegalArgumentException e) {
        return Optional.empty();
      }
      if (!plainName(seg)) {
        return Optional.empty();
      }
      out = out.resolve(seg);
    }
    Path normal = out.normalize();
    return normal.startsWith(root.normalize()) ? Optional.of(normal) : Optional.empty();
  }

  private static boolean plainName(String seg) {
    if (seg.isEmpty() || seg.startsWith(".") || seg.length() > 255) {
      return false;
    }
    for (int i = 0; i < seg.length(); i++) {
      char c = seg.charAt(i);
      if (c == '/' || c == '\\' || c < 0x20 || c == 0x7f) {
        return false;
      }
    }
    return true;
  }
}
