package dev.openmarkets.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;

/** The body's bytes are those Jackson's generator writes: rows appended directly must not differ. */
class BodyOutputTest {

  @Test
  void stringsAreEscapedAsJacksonWritesThem() throws IOException {
    List<String> values = new ArrayList<>(List.of("0", "12345.6789", "-0.5", "1E+20", "NaN", "Infinity", "", "BRK.B",
        "7".repeat(65), "7".repeat(5000), "1\"2", "a\\b", "tab\there", "line\nbreak", "1\u20ac", "caf\u00e9", "\u007f",
        "\u0000", "\u001f", "</script>", "emoji \uD83D\uDE00 pair", "mixed \u00e9\"\\\u0001\u2028 end"));
    for (char c = 0; c < 0xD800; c++) {
      values.add("a" + c + "b");
    }
    for (char c = 0xE000; c != 0; c++) {
      values.add(String.valueOf(c));
    }
    for (String v : values) {
      BodyOutput one = new BodyOutput(16);
      one.string(v);
      byte[] want = jackson(List.of(v));
      assertEquals(new String(want, 1, want.length - 2, StandardCharsets.UTF_8), new String(bytes(one), StandardCharsets.UTF_8),
          () -> "value " + v.chars().mapToObj(Integer::toHexString).toList());
    }
    BodyOutput out = new BodyOutput(16);
    out.write('[');
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        out.write(',');
      }
      out.string(values.get(i));
    }
    out.write(']');
    assertArrayEquals(jackson(values), bytes(out));
  }

  @Test
  void asciiAndUtf8AreCopiedAsGiven() {
    BodyOutput out = new BodyOutput(1);
    out.ascii("-12.50");
    out.write(',');
    out.utf8("{\"k\":\"\u00e9\u20ac\"}");
    out.write(DateStrings.of(java.time.LocalDate.of(2026, 11, 24)));
    assertEquals("-12.50,{\"k\":\"\u00e9\u20ac\"}\"2026-11-24\"", new String(bytes(out), StandardCharsets.UTF_8));
  }

  @Test
  void theBodyIsTheBytesWrittenAndTheCrcIsTheirs() {
    BodyOutput out = new BodyOutput(4);
    byte[] chunk = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    for (int i = 0; i < 1000; i++) {
      out.write(chunk, 3, 10);
    }
    byte[] body = bytes(out);
    assertEquals(10_000, body.length);
    assertEquals("3456789abc", new String(body, 9_990, 10, StandardCharsets.US_ASCII));
    CRC32C crc = new CRC32C();
    crc.update(body);
    assertEquals(crc.getValue(), out.crc());
  }

  private static byte[] bytes(BodyOutput out) {
    return out.body().getBytes();
  }

  private static byte[] jackson(List<String> values) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
      g.writeStartArray();
      for (String v : values) {
        g.writeString(v);
      }
      g.writeEndArray();
    }
    return out.toByteArray();
  }
}
