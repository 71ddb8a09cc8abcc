package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** CSV: header, RFC 4180 quoting, nulls as empty cells, exact decimals, and a streamed 50,000-row pull. */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("csv")
class CsvExportTest {
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    Ingest.load(server, "fails-to-deliver", "cnsfails202611a.txt", Ingest.sample("sec/cnsfails202611a.txt"));
    TestDb.exec(server.db, "INSERT INTO threshold_list VALUES ('2026-11-20', 'nyse', 'QUOT', 'Foo, \"Bar\" Inc'), "
        + "('2026-11-20', 'nyse', 'NUL', NULL), ('2026-11-20', 'nyse', 'NL', 'two' || chr(10) || 'lines')");
    TestDb.exec(server.db, "INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market) SELECT DATE '2026-11-20', 'S' || lpad(i::text, 5, '0'), "
        + "1000000 + i, i % 7, 2000000 + i, 'Q' FROM generate_series(1, 60000) i");
  }

  @Test
  void headerIsSnakeCaseInFieldOrderAndDecimalsAreVerbatim() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/fails-to-deliver/csv?to=2026-11-02");
    assertEquals(200, r.statusCode());
    assertEquals("text/csv; charset=utf-8", r.headers().firstValue("content-type").orElseThrow());
    assertEquals("attachment; filename=\"fails-to-deliver.csv\"", r.headers().firstValue("content-disposition").orElseThrow());
    List<String> lines = r.body().lines().toList();
    assertEquals("settlement_date,cusip,symbol,quantity,description,price,value_usd", lines.get(0));
    assertEquals("2026-11-02,037833100,AAPL,15234,APPLE INC COM,227.52,3466039.68", lines.get(1));
    assertEquals("2026-11-02,G0083D104,,500,SOME DELISTED HOLDINGS LTD ORD,,", lines.get(3));
    assertTrue(r.body().endsWith("\n") && !r.body().contains("\r"));
  }

  @Test
  void quotingFollowsRfc4180AndNullsAreEmpty() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/threshold-list/csv?market=nyse");
    assertEquals("date,market,symbol,security_name\n"
        + "2026-11-20,nyse,NL,\"two\nlines\"\n"
        + "2026-11-20,nyse,NUL,\n"
        + "2026-11-20,nyse,QUOT,\"Foo, \"\"Bar\"\" Inc\"\n", r.body());
  }

  @Test
  void limitOnCsvGoesTo50000AndNoFurther() throws Exception {
    assertEquals(400, server.get("/api/markets/short-volume/csv?limit=50001").statusCode());
    assertEquals(11, server.get("/api/markets/short-volume/csv?limit=10").body().lines().count());
    assertEquals(400, server.get("/api/markets/short-volume?limit=50000").statusCode());
  }

  @Test
  void fiftyThousandRowsStreamInChunks() throws Exception {
    HttpResponse<InputStream> r = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create(server.base + "/api/markets/short-volume/csv?sort=shares")).build(),
        HttpResponse.BodyHandlers.ofInputStream());
    assertEquals(200, r.statusCode());
    assertTrue(r.headers().firstValue("content-length").isEmpty(), "a stream has no length up front");
    try (BufferedReader in = new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8))) {
      assertEquals("date,symbol,short_volume,short_exempt_volume,total_volume,short_ratio", in.readLine());
      assertEquals("2026-11-20,S60000,1060000,3,2060000,0.5146", in.readLine());
      long rows = 1;
      String last = null;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        rows++;
        last = line;
      }
      assertEquals(50_000, rows);
      assertEquals("2026-11-20,S10001,1010001,5,2010001,0.5025", last);
    }
  }
}
