package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** SIGTERM's path (Service.close): stop accepting, let the in-flight request finish, then exit. */
@Tag("db")
class GracefulShutdownTest {

  @Test
  void anInFlightCsvExportCompletesWhileTheServiceStops() throws Exception {
    TestServer s = TestServer.start("shutdown");
    TestDb.exec(s.db, "INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market) SELECT DATE '2026-11-20', 'S' || lpad(i::text, 5, '0'), "
        + "1000000 + i, 0, 2000000 + i, 'Q' FROM generate_series(1, 50000) i");
    HttpResponse<InputStream> r = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build().send(
        HttpRequest.newBuilder(URI.create(s.base + "/api/markets/short-volume/csv")).build(),
        HttpResponse.BodyHandlers.ofInputStream());
    assertEquals(200, r.statusCode());
    CompletableFuture<Void> stopping = CompletableFuture.runAsync(() -> {
      try {
        s.close();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    long lines = 0;
    try (BufferedReader in = new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8))) {
      while (in.readLine() != null) {
        lines++;
      }
    }
    stopping.get();
    assertEquals(50_001, lines);
    assertThrows(java.net.ConnectException.class, () -> HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create(s.base + "/health")).build(), HttpResponse.BodyHandlers.ofString()));
  }
}
