package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import dev.openmarkets.answer.AcceptEncoding;
import io.vertx.core.buffer.Buffer;
import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/** Pre-compressed answers go exactly to the clients the server's compressor would have gzipped. */
class AcceptEncodingTest {

  @Test
  void choosesGzipWhereTheServersCompressorDoes() {
    // observed from Vert.x 5 / Netty 4.2 with compression on (gzip and deflate on offer)
    assertEquals(true, AcceptEncoding.wantsGzip(List.of("gzip")));
    assertEquals(true, AcceptEncoding.wantsGzip(List.of("*")));
    assertEquals(true, AcceptEncoding.wantsGzip(List.of("br, gzip")));
    assertEquals(true, AcceptEncoding.wantsGzip(List.of("gzip, deflate, br")));
    assertEquals(true, AcceptEncoding.wantsGzip(List.of("deflate;q=0.5, gzip;q=0.5")));
    assertEquals(true, AcceptEncoding.wantsGzip(List.of("*;q=0.1, deflate;q=0")));
    assertEquals(true, AcceptEncoding.wantsGzip(List.of("identity", "gzip")));
    assertEquals(false, AcceptEncoding.wantsGzip(List.of()));
    assertEquals(false, AcceptEncoding.wantsGzip(List.of("br")));
    assertEquals(false, AcceptEncoding.wantsGzip(List.of("zstd")));
    assertEquals(false, AcceptEncoding.wantsGzip(List.of("deflate")));
    assertEquals(false, AcceptEncoding.wantsGzip(List.of("identity")));
    assertEquals(false, AcceptEncoding.wantsGzip(List.of("gzip;q=0")));
    assertEquals(false, AcceptEncoding.wantsGzip(List.of("gzip;q=0.5, deflate")));
  }

  @Test
  void gzipRoundTrips() throws Exception {
    Buffer body = Buffer.buffer("{\"data\":[]}".repeat(100));
    byte[] back = new GZIPInputStream(new ByteArrayInputStream(AcceptEncoding.gzip(body).getBytes())).readAllBytes();
    assertEquals(body, Buffer.buffer(back));
  }
}
