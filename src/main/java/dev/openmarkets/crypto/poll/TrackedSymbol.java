package dev.openmarkets.crypto.poll;

import java.util.Map;

/** One tracked perpetual: slug, base asset, rank, and its instrument ID on each venue. */
public record TrackedSymbol(String slug, String baseAsset, int rank, Map<String, String> instruments) {
  public TrackedSymbol {
    instruments = Map.copyOf(instruments);
  }

  public String on(String exchange) {
    return instruments.get(exchange);
  }
}
