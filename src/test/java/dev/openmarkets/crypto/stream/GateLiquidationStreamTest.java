package dev.openmarkets.crypto.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.LiquidationEvent;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(VertxExtension.class)
@Timeout(value = 10, timeUnit = TimeUnit.SECONDS)
class GateLiquidationStreamTest {
  private final Instant base = Instant.now().minus(60, ChronoUnit.SECONDS).truncatedTo(ChronoUnit.SECONDS);
  private final ContractValues contracts =
      ContractValues.linear("gate", Map.of("BTC_USDT", new BigDecimal("0.0001")));

  @Test
  void signedSizesSurviveAReconnectAndTheRestOverlapIsDropped(Vertx vertx, VertxTestContext ctx) {
    FakeVenue venue = new FakeVenue(vertx);
    AtomicInteger pings = new AtomicInteger();
    List<String> sizeHeaders = new CopyOnWriteArrayList<>();
    venue.onConnect = (n, ws) -> sizeHeaders.add(String.valueOf(ws.headers().get("X-Gate-Size-Decimal")));
    venue.onText = (ws, text) -> {
      if (text.contains("\"futures.ping\"")) {
        pings.incrementAndGet();
        ws.writeTextMessage("{\"time\":" + Instant.now().getEpochSecond() + ",\"channel\":\"futures.pong\",\"event\":\"\",\"result\":null}");
        return;
      }
      ws.writeTextMessage("{\"time\":1,\"time_ms\":1000,\"channel\":\"futures.public_liquidates\",\"event\":\"subscribe\",\"result\":{\"status\":\"success\"}}");
      if (venue.connections.get() == 1) {
        ws.writeTextMessage(update(1, "64000.5", "-100"));
        ws.writeTextMessage(update(2, "64010", "50"));
        vertx.setTimer(30, t -> ws.close());
      } else {
        ws.writeTextMessage(update(4, "63990.1", "-7"));
        ws.writeTextMessage(update(5, "63980", "12"));
      }
    };
    venue.rest = this::restRows;

    RecordingListener rec = new RecordingListener();
    venue.start()
        .compose(v -> vertx.deployVerticle(new GateLiquidationStream(venue.wsUrl("/v4/ws/usdt"),
            venue.restUrl(), List.of("BTC_USDT"), contracts, rec, rec, FakeVenue.fastSettings())))
        .onFailure(ctx::failNow);

    FakeVenue.await(vertx, ctx,
        () -> rec.events.size() >= 5 && rec.gapFills.get() >= 1 && pings.get() >= 1, 200, () -> {
          assertEquals(List.of(key(1, "-100"), key(2, "50"), key(3, "-30"), key(4, "-7"), key(5, "12")),
              rec.keys().stream().sorted().toList(), "each event exactly once");
          LiquidationEvent first = rec.events.stream().filter(ev -> ev.eventKey().equals(key(1, "-100"))).findFirst().orElseThrow();
          assertEquals("long", first.side());
          assertEquals(new BigDecimal("0.01"), first.qty());
          assertEquals(new BigDecimal("640.005"), first.usdValue());
          LiquidationEvent gapOnly = rec.events.stream().filter(ev -> ev.eventKey().equals(key(3, "-30"))).findFirst().orElseThrow();
          assertEquals("long", gapOnly.side());
          assertEquals(new BigDecimal("0.003"), gapOnly.qty());

          String subscribe = venue.clientFrames.get(0);
          assertTrue(subscribe.contains("\"channel\":\"futures.public_liquidates\""));
          assertTrue(subscribe.contains("\"event\":\"subscribe\""));
          assertTrue(subscribe.contains("\"payload\":[\"BTC_USDT\"]"));
          assertEquals("1", sizeHeaders.get(0));
          HttpServerRequest req = venue.restRequests.get(0);
          assertEquals("BTC_USDT", req.getParam("contract"));
          assertEquals(String.valueOf(at(2).minusSeconds(5).getEpochSecond()), req.getParam("from"));
        });
  }

  @Test
  void aSilentConnectionIsDroppedAndReplaced(Vertx vertx, VertxTestContext ctx) {
    FakeVenue venue = new FakeVenue(vertx);
    RecordingListener rec = new RecordingListener();
    StreamSettings settings = FakeVenue.fastSettings().withKeepAlive(Duration.ofMillis(50), Duration.ofMillis(250));
    venue.start()
        .compose(v -> vertx.deployVerticle(new GateLiquidationStream(venue.wsUrl("/v4/ws/usdt"),
            venue.restUrl(), List.of("BTC_USDT"), contracts, rec, rec, settings)))
        .onFailure(ctx::failNow);
    FakeVenue.await(vertx, ctx, () -> venue.connections.get() >= 2, 0, () -> {
      assertTrue(rec.disconnectReasons.contains("idle timeout"), rec.disconnectReasons.toString());
      assertTrue(venue.clientFrames.stream().anyMatch(f -> f.contains("\"futures.ping\"")), "keep-alive sent");
    });
  }

  private Instant at(int second) {
    return base.plusSeconds(second);
  }

  private String key(int second, String size) {
    return LiquidationEvent.key("gate", "BTC_USDT", at(second).getEpochSecond(), new BigDecimal(size));
  }

  private String update(int second, String price, String size) {
    long ms = at(second).toEpochMilli() + 321;
    return "{\"channel\":\"futures.public_liquidates\",\"event\":\"update\",\"time\":" + at(second).getEpochSecond()
        + ",\"time_ms\":" + ms + ",\"result\":[{\"price\":" + price + ",\"size\":\"" + size
        + "\",\"time_ms\":" + ms + ",\"contract\":\"BTC_USDT\"}]}";
  }

  /** Rows in [from, to] seconds, like liq_orders. */
  private String restRows(HttpServerRequest req) {
    long from = Long.parseLong(req.getParam("from"));
    long to = Long.parseLong(req.getParam("to"));
    List<String> rows = new ArrayList<>();
    Object[][] all = {{2, "64010", 50}, {3, "64001.2", -30}, {4, "63990.1", -7}};
    for (Object[] r : all) {
      long t = at((Integer) r[0]).getEpochSecond();
      int orderSize = (Integer) r[2];
      if (t >= from && t <= to) {
        rows.add("{\"time\":" + t + ",\"contract\":\"BTC_USDT\",\"size\":" + (-orderSize) + ",\"order_size\":"
            + orderSize + ",\"order_price\":\"" + r[1] + "\",\"fill_price\":\"" + r[1] + "\",\"left\":0}");
      }
    }
    return "[" + String.join(",", rows) + "]";
  }
}
