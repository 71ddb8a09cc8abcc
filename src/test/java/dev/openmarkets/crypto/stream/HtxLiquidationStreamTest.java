package dev.openmarkets.crypto.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.ServerWebSocket;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(VertxExtension.class)
@Timeout(value = 10, timeUnit = TimeUnit.SECONDS)
class HtxLiquidationStreamTest {
  private final Instant base = Instant.now().minus(60, ChronoUnit.SECONDS).truncatedTo(ChronoUnit.SECONDS);

  @Test
  void gzipFramesPingsReconnectAndPagedGapFill(Vertx vertx, VertxTestContext ctx) {
    FakeVenue venue = new FakeVenue(vertx);
    venue.onConnect = (n, ws) -> {
      gz(ws, "{\"op\":\"ping\",\"ts\":" + (1700000000000L + n) + "}");
      gz(ws, "{\"ping\":" + (42 + n) + "}");
    };
    venue.onText = (ws, text) -> {
      if (!text.contains("\"op\":\"sub\"")) {
        return;
      }
      gz(ws, "{\"op\":\"sub\",\"cid\":\"openmarkets-1\",\"topic\":\"public.BTC-USDT.liquidation_orders\",\"ts\":1,\"err-code\":0}");
      if (venue.connections.get() == 1) {
        gz(ws, notify(row(1, "sell", 20, "64000.5", null)));
        gz(ws, notify(row(2, "buy", 5, "64010", null)));
        vertx.setTimer(30, t -> ws.close());
      } else {
        gz(ws, notify(row(4, "sell", 8, "63990", null)));
        gz(ws, notify(row(5, "buy", 1, "63985.5", null)));
      }
    };
    venue.rest = this::restPage;

    RecordingListener rec = new RecordingListener();
    venue.start()
        .compose(v -> vertx.deployVerticle(new HtxLiquidationStream(venue.wsUrl("/linear-swap-notification"),
            venue.restUrl(), List.of("BTC-USDT"), ContractValues.none(), rec, rec, FakeVenue.fastSettings())))
        .onFailure(ctx::failNow);

    FakeVenue.await(vertx, ctx, () -> rec.events.size() >= 5 && rec.gapFills.get() >= 1, 200, () -> {
      assertEquals(List.of(key(1, "sell", 20), key(2, "buy", 5), key(3, "sell", 3), key(4, "sell", 8), key(5, "buy", 1)),
          rec.keys().stream().sorted().toList(), "each event exactly once");
      LiquidationEvent first = rec.events.stream().filter(ev -> ev.eventKey().equals(key(1, "sell", 20))).findFirst().orElseThrow();
      assertEquals("long", first.side());
      assertEquals(new BigDecimal("0.02"), first.qty());
      assertEquals(new BigDecimal("1280.01"), first.usdValue());

      assertTrue(venue.clientFrames.contains("{\"op\":\"pong\",\"ts\":1700000000001}"), venue.clientFrames.toString());
      assertTrue(venue.clientFrames.contains("{\"pong\":43}"), venue.clientFrames.toString());
      assertTrue(venue.clientFrames.stream().anyMatch(f -> f.contains("\"topic\":\"public.BTC-USDT.liquidation_orders\"")));

      assertEquals(3, venue.restRequests.size(), "two pages of rows, then an empty page");
      HttpServerRequest firstPage = venue.restRequests.get(0);
      assertEquals("BTC-USDT", firstPage.getParam("contract"));
      assertEquals("0", firstPage.getParam("trade_type"));
      assertEquals("next", firstPage.getParam("direct"));
      assertNull(firstPage.getParam("from_id"));
      assertEquals("12", venue.restRequests.get(1).getParam("from_id"));
      assertEquals("13", venue.restRequests.get(2).getParam("from_id"));
    });
  }

  private Instant at(int second) {
    return base.plusSeconds(second);
  }

  private String key(int second, String direction, int volume) {
    return LiquidationEvent.key("htx", "BTC-USDT", at(second), direction, new BigDecimal(volume));
  }

  private static void gz(ServerWebSocket ws, String json) {
    ws.writeBinaryMessage(Buffer.buffer(Gzip.gzip(json.getBytes(StandardCharsets.UTF_8))));
  }

  /** contract size 0.001 BTC: volume 20 = amount 0.020. */
  private String row(int second, String direction, int volume, String price, Integer queryId) {
    String amount = new BigDecimal(volume).movePointLeft(3).toPlainString();
    return "{" + (queryId == null ? "" : "\"query_id\":" + queryId + ",")
        + "\"symbol\":\"BTC\",\"contract_code\":\"BTC-USDT\",\"direction\":\"" + direction
        + "\",\"offset\":\"close\",\"volume\":" + volume + ",\"price\":" + price + ",\"created_at\":"
        + at(second).toEpochMilli() + ",\"amount\":" + amount + ",\"trade_turnover\":1,"
        + "\"pair\":\"BTC-USDT\",\"business_type\":\"swap\"}";
  }

  private String notify(String row) {
    return "{\"op\":\"notify\",\"topic\":\"public.BTC-USDT.liquidation_orders\",\"ts\":" + Instant.now().toEpochMilli()
        + ",\"data\":[" + row + "]}";
  }

  /** Two rows per page, query_id above from_id, created_at within the window. */
  private String restPage(HttpServerRequest req) {
    long start = Long.parseLong(req.getParam("start_time"));
    long end = Long.parseLong(req.getParam("end_time"));
    long fromId = req.getParam("from_id") == null ? 0 : Long.parseLong(req.getParam("from_id"));
    String[][] all = {{"11", "2", "buy", "5", "64010"}, {"12", "3", "sell", "3", "64002"}, {"13", "4", "sell", "8", "63990"}};
    List<String> rows = new ArrayList<>();
    for (String[] r : all) {
      long id = Long.parseLong(r[0]);
      long t = at(Integer.parseInt(r[1])).toEpochMilli();
      if (id > fromId && t >= start && t <= end && rows.size() < 2) {
        rows.add(row(Integer.parseInt(r[1]), r[2], Integer.parseInt(r[3]), r[4], (int) id));
      }
    }
    return "{\"code\":200,\"msg\":\"\",\"data\":[" + String.join(",", rows) + "],\"ts\":" + Instant.now().toEpochMilli() + "}";
  }
}
