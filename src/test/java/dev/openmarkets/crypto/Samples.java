package dev.openmarkets.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.testing.Resources;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;

/** Test access to the hand-written venue samples under src/test/resources/samples/crypto. */
public final class Samples {
  private Samples() {
  }

  public static String text(String path) {
    return Resources.text("/samples/crypto/" + path, StandardCharsets.UTF_8);
  }

  public static JsonNode json(String path) {
    return VenueJson.read(text(path));
  }

  /** Exact comparison, scale included: "3100.50" is not "3100.5". */
  public static void assertDecimal(String expected, BigDecimal actual) {
    assertEquals(new BigDecimal(expected), actual, () -> "expected " + expected + " but was " + actual);
  }
}
