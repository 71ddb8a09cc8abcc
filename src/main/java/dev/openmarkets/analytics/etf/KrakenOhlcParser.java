package dev.openmarkets.analytics.etf;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.analytics.upstream.UpstreamJson;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reads Kraken's public OHLC answer (interval=1440): {"error":[], "result":{PAIR:[[time, open,
 * high, low, close, vwap, volume, count], ...], "last": time}}, prices as decimal strings. Only
 * committed candles are kept: "last" is the time of the newest committed candle, so a candle at or
 * before it is kept (the latest daily close included), and the final entry, the day still open, is
 * never kept (checked against the real answer in live-2026/kraken). The close of the candle
 * starting at 00:00 UTC is that date's close. An error answer or a malformed candle rejects the file.
 */
public final class KrakenOhlcParser implements FileParser<DailyClose> {
  @Override
  public List<DailyClose> parse(UpstreamFile file) throws RejectedFileException {
    JsonNode root = UpstreamJson.read(file.bytes());
    JsonNode err = root.get("error");
    if (err != null && err.isArray() && !err.isEmpty()) {
      throw new RejectedFileException("Kraken answered an error: " + err.get(0).asText());
    }
    JsonNode result = root.get("result");
    if (result == null || !result.isObject() || !result.has("last")) {
      throw new RejectedFileException("no result with last");
    }
    long last = result.get("last").asLong();
    List<DailyClose> out = new ArrayList<>();
    Iterator<Map.Entry<String, JsonNode>> it = result.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      if (e.getKey().equals("last")) {
        continue;
      }
      String asset = assetOf(e.getKey());
      if (asset == null || !e.getValue().isArray()) {
        throw new RejectedFileException("unknown pair " + e.getKey());
      }
      JsonNode candles = e.getValue();
      for (int i = 0; i < candles.size() - 1; i++) {
        JsonNode c = candles.get(i);
        if (!c.isArray() || c.size() < 5 || !c.get(0).canConvertToLong()) {
          throw new RejectedFileException("malformed candle in " + e.getKey());
        }
        long t = c.get(0).asLong();
        if (t > last) {
          continue;
        }
        BigDecimal close;
        try {
          close = new BigDecimal(c.get(4).asText());
        } catch (NumberFormatException ex) {
          throw new RejectedFileException("close '" + c.get(4).asText() + "' is not a number");
        }
        LocalDate day = Instant.ofEpochSecond(t).atZone(ZoneOffset.UTC).toLocalDate();
        out.add(new DailyClose(asset, day, close, "kraken"));
      }
    }
    return out;
  }

  static String assetOf(String pair) {
    String p = pair.toUpperCase(java.util.Locale.ROOT);
    if (!p.endsWith("USD")) {
      return null;
    }
    return p.contains("XBT") || p.contains("BTC") ? "btc" : p.contains("ETH") ? "eth" : null;
  }
}
