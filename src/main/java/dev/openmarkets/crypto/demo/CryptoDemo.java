package dev.openmarkets.crypto.demo;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Decimals;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import dev.openmarkets.crypto.store.InstrumentRow;
import dev.openmarkets.crypto.store.SymbolRow;
import dev.openmarkets.crypto.store.Tagged;
import dev.openmarkets.crypto.store.VenueData;
import dev.openmarkets.ingest.json.VenueJson;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * SAMPLE data for --demo, generated from the seeds in demo/crypto/crypto-sample.json relative to
 * the time of loading (the 24-hour summary and the default windows are relative to now). Every
 * value is a function of absolute time (an hour's events come from a generator seeded with that
 * hour), so loading again later adds the new hours and repeats the old ones exactly, which the
 * upserts turn into no change. Nothing here is market data.
 */
public final class CryptoDemo {
  private static final List<String> FUNDING_VENUES = List.of("binance", "bybit", "okx", "hyperliquid", "kraken", "bitmex");
  private static final int HOURLY_VENUE_HISTORY_DAYS = 45;
  private static final int EIGHT_HOUR_VENUE_HISTORY_DAYS = 400;
  private static final int OPEN_INTEREST_DAYS = 14;

  private final JsonNode seed;
  private final Instant now;

  public CryptoDemo(JsonNode seed, Instant now) {
    this.seed = seed;
    this.now = now;
  }

  public static CryptoDemo of(byte[] file, Instant now) {
    return new CryptoDemo(VenueJson.read(file), now);
  }

  public VenueData symbols() {
    List<SymbolRow> symbols = new ArrayList<>();
    List<InstrumentRow> instruments = new ArrayList<>();
    int rank = 1;
    for (JsonNode s : seed.get("symbols")) {
      String slug = s.get("slug").asText();
      symbols.add(new SymbolRow(slug, s.get("base").asText(), rank++));
      for (Iterator<Map.Entry<String, JsonNode>> it = s.get("instruments").fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        String id = e.getValue().get(0).asText();
        BigDecimal value = VenueJson.decimalValue(e.getValue().get(1), "contractValue");
        boolean inverse = id.equals("XBTUSD");
        instruments.add(new InstrumentRow(slug, e.getKey(), id, true, value,
            value == null ? null : inverse ? "USD" : s.get("base").asText(), inverse, now));
      }
    }
    return VenueData.instruments("crypto-demo", symbols, instruments);
  }

  public VenueData funding() {
    List<Tagged<FundingSnapshot>> snapshots = new ArrayList<>();
    List<Tagged<FundingSettlement>> history = new ArrayList<>();
    for (JsonNode s : seed.get("symbols")) {
      String slug = s.get("slug").asText();
      BigDecimal price = new BigDecimal(s.get("price").asText());
      BigDecimal baseOi = new BigDecimal(seed.get("openInterestBaseUnits").get(slug).asText());
      for (int v = 0; v < FUNDING_VENUES.size(); v++) {
        String venue = FUNDING_VENUES.get(v);
        JsonNode inst = s.get("instruments").get(venue);
        if (inst == null) {
          continue;
        }
        JsonNode f = seed.get("funding").get(venue);
        int interval = f.get("intervalHours").asInt();
        BigDecimal base = new BigDecimal(f.get("rateBase").asText());
        String id = inst.get(0).asText();
        BigDecimal mark = price.multiply(BigDecimal.ONE.add(BigDecimal.valueOf(v - 2, 4)))
            .setScale(price.scale(), RoundingMode.HALF_UP);
        BigDecimal oiBase = baseOi.multiply(BigDecimal.valueOf(10 - v, 2)).setScale(0, RoundingMode.HALF_UP);
        BigDecimal oiValue = Decimals.multiply(oiBase, mark).setScale(2, RoundingMode.HALF_UP);
        BigDecimal contracts = switch (f.get("oiUnits").asText()) {
          case "contracts" -> Decimals.divide(oiBase, new BigDecimal(inst.get(1).asText()));
          case "usd" -> oiValue.setScale(0, RoundingMode.HALF_UP);
          default -> oiBase;
        };
        Instant hour = now.truncatedTo(ChronoUnit.HOURS);
        Instant next = hour.plus(interval - hour.getEpochSecond() / 3600 % interval, ChronoUnit.HOURS);
        BigDecimal ratio = f.has("longShortRatio") ? new BigDecimal(f.get("longShortRatio").asText()) : null;
        snapshots.add(new Tagged<>(slug, new FundingSnapshot(venue, id, s.get("base").asText(), mark,
            rate(base, now, v), interval, next, contracts, oiValue, BigDecimal.valueOf(123 - 17L * v, 4), ratio, now)));
        int days = interval == 1 ? HOURLY_VENUE_HISTORY_DAYS : EIGHT_HOUR_VENUE_HISTORY_DAYS;
        for (Instant t = next.minus(interval, ChronoUnit.HOURS); t.isAfter(now.minus(Duration.ofDays(days)));
            t = t.minus(interval, ChronoUnit.HOURS)) {
          history.add(new Tagged<>(slug, new FundingSettlement(venue, id, t, rate(base, t, v))));
        }
      }
    }
    return VenueData.funding("crypto-demo", snapshots, history, List.of(), List.of());
  }

  public VenueData openInterest() {
    List<Tagged<OpenInterestPoint>> points = new ArrayList<>();
    Instant last = now.truncatedTo(ChronoUnit.HOURS);
    for (JsonNode s : seed.get("symbols")) {
      String slug = s.get("slug").asText();
      BigDecimal price = new BigDecimal(s.get("price").asText());
      BigDecimal baseOi = new BigDecimal(seed.get("openInterestBaseUnits").get(slug).asText());
      for (int v = 0; v < 3; v++) {
        String venue = FUNDING_VENUES.get(v);
        String id = s.get("instruments").get(venue).get(0).asText();
        for (int h = 0; h < OPEN_INTEREST_DAYS * 24; h++) {
          Instant t = last.minus(h, ChronoUnit.HOURS);
          double wave = 1 + 0.04 * Math.sin(t.getEpochSecond() / 3600.0 / 11.0 + v);
          BigDecimal oi = baseOi.multiply(BigDecimal.valueOf(10 - v, 2)).multiply(BigDecimal.valueOf(wave))
              .setScale(3, RoundingMode.HALF_UP);
          BigDecimal value = oi.multiply(price).setScale(2, RoundingMode.HALF_UP);
          BigDecimal ratio = venue.equals("binance") ? BigDecimal.valueOf(wave * 1.8).setScale(4, RoundingMode.HALF_UP) : null;
          BigDecimal top = venue.equals("binance") ? BigDecimal.valueOf(wave * 1.3).setScale(4, RoundingMode.HALF_UP) : null;
          points.add(new Tagged<>(slug, new OpenInterestPoint(venue, id, t, oi, value, ratio, top)));
        }
      }
    }
    return VenueData.funding("crypto-demo", List.of(), List.of(), points, List.of());
  }

  /** Events of the last `hours` hours up to now; an hour's events depend only on that hour. */
  public List<LiquidationEvent> liquidations() {
    JsonNode cfg = seed.get("liquidations");
    List<String> venues = new ArrayList<>();
    cfg.get("venues").forEach(n -> venues.add(n.asText()));
    List<JsonNode> symbols = new ArrayList<>();
    seed.get("symbols").forEach(symbols::add);
    List<LiquidationEvent> out = new ArrayList<>();
    Instant nowHour = now.truncatedTo(ChronoUnit.HOURS);
    for (int h = cfg.get("hours").asInt() - 1; h >= 0; h--) {
      Instant hour = nowHour.minus(h, ChronoUnit.HOURS);
      long hourIndex = hour.getEpochSecond() / 3600;
      Random r = new Random(hourIndex);
      int n = cfg.get("eventsPerHour").asInt() / 2 + r.nextInt(cfg.get("eventsPerHour").asInt());
      for (int i = 0; i < n; i++) {
        String venue = venues.get(r.nextInt(venues.size()));
        JsonNode s = symbols.get(Math.min(symbols.size() - 1, (int) Math.abs(r.nextGaussian() * 1.6)));
        JsonNode inst = s.get("instruments").get(venue);
        BigDecimal price = new BigDecimal(s.get("price").asText());
        BigDecimal px = price.multiply(BigDecimal.valueOf(1 + r.nextGaussian() * 0.006))
            .setScale(price.scale(), RoundingMode.HALF_UP);
        BigDecimal contracts = BigDecimal.valueOf(1 + (long) Math.abs(r.nextGaussian() * 150));
        BigDecimal qty = contracts.multiply(new BigDecimal(inst.get(1).asText()));
        String side = r.nextDouble() < 0.58 ? LiquidationEvent.LONG : LiquidationEvent.SHORT;
        Instant ts = hour.plusMillis(r.nextInt(3_600_000));
        if (ts.isAfter(now)) {
          continue;
        }
        out.add(LiquidationEvent.of(venue, inst.get(0).asText(), s.get("base").asText(), side, px, qty, ts,
            "demo|" + hourIndex + "|" + i));
      }
    }
    return out;
  }

  /**
   * One SAMPLE liquidation for the live demo stream, a function of its slot (every `slot` the same
   * event, so two demo nodes on one database write it once), stamped `now` (the caller passes the
   * slot's start, so both nodes' copies carry the same ts).
   */
  public LiquidationEvent liveLiquidation(long slot) {
    List<String> venues = new ArrayList<>();
    seed.get("liquidations").get("venues").forEach(n -> venues.add(n.asText()));
    List<JsonNode> symbols = new ArrayList<>();
    seed.get("symbols").forEach(symbols::add);
    Random r = new Random(slot);
    String venue = venues.get(r.nextInt(venues.size()));
    JsonNode s = symbols.get(Math.min(symbols.size() - 1, (int) Math.abs(r.nextGaussian() * 1.6)));
    JsonNode inst = s.get("instruments").get(venue);
    BigDecimal price = new BigDecimal(s.get("price").asText());
    BigDecimal px = price.multiply(BigDecimal.valueOf(1 + r.nextGaussian() * 0.006)).setScale(price.scale(), RoundingMode.HALF_UP);
    BigDecimal qty = BigDecimal.valueOf(1 + (long) Math.abs(r.nextGaussian() * 150)).multiply(new BigDecimal(inst.get(1).asText()));
    String side = r.nextDouble() < 0.58 ? LiquidationEvent.LONG : LiquidationEvent.SHORT;
    return LiquidationEvent.of(venue, inst.get(0).asText(), s.get("base").asText(), side, px, qty, now,
        "demo-live|" + slot);
  }

  private static BigDecimal rate(BigDecimal base, Instant t, int venue) {
    double wave = 1 + 0.6 * Math.sin(t.getEpochSecond() / 3600.0 / 37.0 + venue);
    return Decimals.normalize(base.multiply(BigDecimal.valueOf(wave)).setScale(base.scale() + 3, RoundingMode.HALF_UP));
  }
}
