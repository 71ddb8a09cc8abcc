package dev.openmarkets.crypto.poll;

import dev.openmarkets.config.ConfigException;
import dev.openmarkets.crypto.datasets.Venues;
import dev.openmarkets.crypto.store.SymbolRow;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The tracked symbols of configuration "crypto.symbols", in rank order. Each venue's instrument
 * ID follows the venue's naming for USDT perpetuals (BTCUSDT, BTC-USDT-SWAP, BTC_USDT, PF_BTCUSD...)
 * unless the entry's "instruments" object names it (XBTUSD at BitMEX, 1000PEPEUSDT at Binance).
 */
public final class TrackedSymbols {
  private static final Pattern SLUG = Pattern.compile("[a-z0-9-]{1,32}");

  private final List<TrackedSymbol> symbols;
  private final Map<String, Map<String, String>> slugByInstrument = new HashMap<>();

  public TrackedSymbols(List<TrackedSymbol> symbols) {
    this.symbols = List.copyOf(symbols);
    for (TrackedSymbol s : symbols) {
      s.instruments().forEach((venue, id) ->
          slugByInstrument.computeIfAbsent(venue, v -> new HashMap<>()).put(id, s.slug()));
    }
  }

  /** From the whole configuration (AppConfig.raw()). */
  public static TrackedSymbols from(JsonObject raw) {
    JsonObject crypto = raw.getJsonObject("crypto", new JsonObject());
    JsonArray list = crypto.getJsonArray("symbols", new JsonArray());
    List<TrackedSymbol> out = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      JsonObject o = list.getJsonObject(i);
      String slug = o.getString("slug", "");
      if (!SLUG.matcher(slug).matches()) {
        throw new ConfigException("crypto.symbols[" + i + "].slug must be lower-case letters, digits or '-', got '"
            + slug + "'");
      }
      String base = o.getString("base", slug).toUpperCase(Locale.ROOT);
      JsonObject given = o.getJsonObject("instruments", new JsonObject());
      Map<String, String> ids = new LinkedHashMap<>();
      for (String venue : Venues.ALL) {
        Object id = given.getValue(venue, conventional(venue, base));
        if (id instanceof String s && !s.isBlank()) {
          ids.put(venue, s);
        }
      }
      out.add(new TrackedSymbol(slug, base, i + 1, ids));
    }
    return new TrackedSymbols(out);
  }

  /** The venue's usual ID for the USDT (or USD) perpetual of a base asset. */
  static String conventional(String venue, String base) {
    return switch (venue) {
      case "binance", "bybit" -> base + "USDT";
      case "okx" -> base + "-USDT-SWAP";
      case "hyperliquid" -> base;
      case "kraken" -> "PF_" + (base.equals("BTC") ? "XBT" : base) + "USD";
      case "bitmex" -> (base.equals("BTC") ? "XBT" : base) + "USDT";
      case "gate" -> base + "_USDT";
      case "htx" -> base + "-USDT";
      default -> throw new IllegalArgumentException(venue);
    };
  }

  public List<TrackedSymbol> all() {
    return symbols;
  }

  /** The slug a venue instrument belongs to, or null when it is not tracked. */
  public String slugOf(String exchange, String instrument) {
    Map<String, String> m = slugByInstrument.get(exchange);
    return m == null ? null : m.get(instrument);
  }

  /** Instrument IDs tracked on a venue, in rank order. */
  public List<String> instrumentsOn(String exchange) {
    List<String> out = new ArrayList<>();
    for (TrackedSymbol s : symbols) {
      if (s.on(exchange) != null) {
        out.add(s.on(exchange));
      }
    }
    return out;
  }

  public List<SymbolRow> rows() {
    return symbols.stream().map(s -> new SymbolRow(s.slug(), s.baseAsset(), s.rank())).toList();
  }
}
