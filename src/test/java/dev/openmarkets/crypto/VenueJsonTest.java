package dev.openmarkets.crypto;

import static dev.openmarkets.crypto.Samples.assertDecimal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Decimals;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class VenueJsonTest {
  @Test
  void numbersKeepTheirTextDigits() {
    JsonNode n = VenueJson.read("{\"a\":0.000100,\"b\":\"3100.50\",\"c\":-3.995839963e-09,\"d\":91506.6009839176,\"e\":432}");
    assertDecimal("0.000100", VenueJson.decimal(n, "a"));
    assertDecimal("3100.50", VenueJson.decimal(n, "b"));
    assertDecimal("-3.995839963e-09", VenueJson.decimal(n, "c"));
    assertDecimal("91506.6009839176", VenueJson.decimal(n, "d"));
    assertDecimal("432", VenueJson.decimal(n, "e"));
  }

  @Test
  void blankAndMissingAreNullAndGarbageIsRejected() {
    JsonNode n = VenueJson.read("{\"a\":\"\",\"b\":null,\"c\":\"abc\"}");
    assertNull(VenueJson.decimal(n, "a"));
    assertNull(VenueJson.decimal(n, "b"));
    assertNull(VenueJson.decimal(n, "zz"));
    assertThrows(VenuePayloadException.class, () -> VenueJson.decimal(n, "c"));
    assertThrows(VenuePayloadException.class, () -> VenueJson.read("{not json"));
  }

  @Test
  void epochMillisAsNumberOrString() {
    JsonNode n = VenueJson.read("{\"a\":1583139600000,\"b\":\"1583139600000\"}");
    assertEquals(Instant.ofEpochMilli(1583139600000L), VenueJson.epochMillis(n, "a"));
    assertEquals(Instant.ofEpochMilli(1583139600000L), VenueJson.epochMillis(n, "b"));
  }

  @Test
  void normalizeDropsTrailingZerosWithoutExponent() {
    assertEquals("5710290", Decimals.normalize(new BigDecimal("5710290.000")).toPlainString());
    assertEquals(0, Decimals.normalize(new BigDecimal("5710290.000")).scale());
  }
}
