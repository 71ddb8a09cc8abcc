package dev.openmarkets.crypto.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.Instrument;
import dev.openmarkets.crypto.model.LiquidationEvent;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(VertxExtension.class)
@Timeout(value = 10, timeUnit = TimeUnit.SECONDS)
class OkxLiquidationStreamTest {
  private static final String SUBSCRIBE_ACK =
      "{\"event\":\"subscribe\",\"arg\":{\"channel\":\"liquidation-orders\",\"instType\":\"SWAP\"},\"connId\":\"a1b2\"}";

  private final Instant base = Instant.now().minus(60, ChronoUnit.SECONDS).truncatedTo(ChronoUnit.SECONDS);
  private final String a = detail(1, "64000.1", "2", "long", "sell");
  private final String b = detail(2, "63990.5", "1", "long", "sell");
  private final String c = detail(3, "63980", "4", "net", "buy");
  private final String d = detail(4, "63970.2", "3", "short", "buy");
  private final String e = detail(5, "63960", "10", "net", "sell");
  private final ContractValues contracts = ContractValues.of(List.of(
      new Instrument("okx", "BTC-USDT-SWAP", "BTC", "USDT", new BigDecimal("0.01"), "BTC", false),
      new Instrument("okx", "ETH-USDT-SWAP", "ETH", "USDT", new BigDecimal("0.1"), "ETH", false)));

  @Test
  void reconnectsGapFillsOverRestAndDeliversEachEventOnce(Vertx vertx, VertxTestContext ctx) {
    FakeVenue venue = new FakeVenue(vertx);
    AtomicInteger pings = new AtomicInteger();
    venue.onText = (ws, text) -> {
      if ("ping".equals(text)) {
        pings.incrementAndGet();
        ws.writeTextMessage("pong");
        return;
      }
      ws.writeTextMessage(SUBSCRIBE_ACK);
      if (venue.connections.get() == 1) {
        ws.writeTextMessage(push("BTC-USDT-SWAP", a));
        ws.writeTextMessage(push("ETH-USDT-SWAP", detail(1, "3000", "5", "long", "sell")));
        ws.writeTextMessage(push("BTC-USDT-SWAP", b));
        vertx.setTimer(30, t -> ws.close());
      } else {
        ws.writeTextMessage(push("BTC-USDT-SWAP", d));
        ws.writeTextMessage(push("BTC-USDT-SWAP", e));
      }
    };
    venue.rest = req -> restPage(req, List.of(d, c, b));

    RecordingListener rec = new RecordingListener();
    venue.start()
        .compose(v -> vertx.deployVerticle(new OkxLiquidationStream(venue.wsUrl("/ws/v5/public"),
            venue.restUrl(), List.of("BTC-USDT-SWAP"), contracts, rec, rec, FakeVenue.fastSettings())))
        .onFailure(ctx::failNow);

    FakeVenue.await(vertx, ctx,
        () -> rec.events.size() >= 5 && rec.gapFills.get() >= 1 && pings.get() >= 1, 200, () -> {
          List<String> keys = rec.keys();
          assertEquals(5, keys.size(), "each event exactly once: " + keys);
          assertEquals(List.of(key(1, "64000.1", "2", "long"), key(2, "63990.5", "1", "long"),
              key(3, "63980", "4", "short"), key(4, "63970.2", "3", "short"), key(5, "63960", "10", "long")),
              keys.stream().sorted().toList());
          assertTrue(rec.events.stream().allMatch(ev -> ev.rawSymbol().equals("BTC-USDT-SWAP")),
              "ETH-USDT-SWAP is not in the symbols list");
          LiquidationEvent first = rec.events.get(0);
          assertEquals(new BigDecimal("0.02"), first.qty());
          assertEquals(new BigDecimal("1280.002"), first.usdValue());

          assertTrue(venue.clientFrames.get(0).contains("\"channel\":\"liquidation-orders\""));
          assertTrue(venue.clientFrames.get(0).contains("\"op\":\"subscribe\""));
          assertEquals(2, venue.connections.get());
          assertEquals(1, rec.disconnectReasons.size());
          HttpServerRequest firstPage = venue.restRequests.get(0);
          assertEquals("BTC-USDT", firstPage.getParam("instFamily"));
          assertEquals("SWAP", firstPage.getParam("instType"));
          assertEquals("filled", firstPage.getParam("state"));
          assertEquals(String.valueOf(at(2).toEpochMilli()), venue.restRequests.get(1).getParam("after"),
              "second page reads older than the oldest event of the first");
          assertEquals(at(2).minusSeconds(5), rec.gapFrom, "gap starts before the last event seen");
        });
  }

  private Instant at(int second) {
    return base.plusSeconds(second);
  }

  private String detail(int second, String px, String sz, String posSide, String side) {
    return "{\"bkLoss\":\"0\",\"bkPx\":\"" + px + "\",\"ccy\":\"\",\"posSide\":\"" + posSide
        + "\",\"side\":\"" + side + "\",\"sz\":\"" + sz + "\",\"ts\":\"" + at(second).toEpochMilli() + "\"}";
  }

  private String key(int second, String px, String sz, String side) {
    return LiquidationEvent.key("okx", "BTC-USDT-SWAP", at(second), side, new BigDecimal(px), new BigDecimal(sz));
  }

  private static String element(String instId, List<String> details) {
    String family = instId.substring(0, instId.lastIndexOf('-'));
    return "{\"details\":[" + String.join(",", details) + "],\"instFamily\":\"" + family
        + "\",\"instId\":\"" + instId + "\",\"instType\":\"SWAP\",\"uly\":\"" + family + "\"}";
  }

  private static String push(String instId, String detail) {
    return "{\"arg\":{\"channel\":\"liquidation-orders\",\"instType\":\"SWAP\"},\"data\":["
        + element(instId, List.of(detail)) + "]}";
  }

  /** Newest first; with after=<ms> only older records, as OKX pages. */
  private static String restPage(HttpServerRequest req, List<String> newestFirst) {
    String after = req.getParam("after");
    List<String> page = new ArrayList<>();
    for (String d : newestFirst) {
      long ts = Long.parseLong(d.replaceAll(".*\"ts\":\"(\\d+)\".*", "$1"));
      if (after == null || ts < Long.parseLong(after)) {
        page.add(d);
      }
    }
    String data = page.isEmpty() ? "" : element("BTC-USDT-SWAP", page);
    return "{\"code\":\"0\",\"msg\":\"\",\"data\":[" + data + "]}";
  }
}
