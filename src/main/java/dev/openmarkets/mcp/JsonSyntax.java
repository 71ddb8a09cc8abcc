package dev.openmarkets.mcp;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;

/**
 * Whether a body Vert.x's reader refused is JSON all the same. That reader keeps Jackson's limits
 * (numbers of 1,000 digits, names of 50,000 characters, 1,000 levels of nesting): lifting them
 * would let one number as long as a 64 KiB body cost about 0.2 s of BigInteger parsing on an
 * event loop (quadratic in its length, measured on the shared box).
 * So a refused body is scanned again here, token by token with no limit and no number converted,
 * in time linear in its length: JSON beyond the limits is an Invalid Request (-32600), only a
 * body that is not JSON a Parse error (-32700) (issue 36: a 5,000-digit id was "not JSON").
 */
final class JsonSyntax {
  private static final StreamReadConstraints DEFAULTS = StreamReadConstraints.defaults();
  /** What Json.decodeValue refuses besides bad syntax, for the error message. */
  static final String LIMITS = "numbers of " + DEFAULTS.getMaxNumberLength() + " digits, names of "
      + DEFAULTS.getMaxNameLength() + " characters, " + DEFAULTS.getMaxNestingDepth() + " levels of nesting";

  private static final JsonFactory UNLIMITED = JsonFactory.builder()
      // as Vert.x's reader, which allows comments
      .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
      .streamReadConstraints(StreamReadConstraints.builder()
          .maxNumberLength(Integer.MAX_VALUE)
          .maxNameLength(Integer.MAX_VALUE)
          .maxStringLength(Integer.MAX_VALUE)
          .maxNestingDepth(Integer.MAX_VALUE)
          .build())
      .build();

  private JsonSyntax() {
  }

  /** True when text is exactly one JSON value (nothing after it but whitespace and comments). */
  static boolean isJson(String text) {
    try (JsonParser p = UNLIMITED.createParser(text)) {
      JsonToken t = p.nextToken();
      int depth = 0;
      while (t != null) {
        depth += t.isStructStart() ? 1 : t.isStructEnd() ? -1 : 0;
        if (depth == 0) {
          return p.nextToken() == null;
        }
        t = p.nextToken();
      }
      return false;
    } catch (IOException e) {
      return false;
    }
  }
}
