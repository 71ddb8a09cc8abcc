package dev.openmarkets.crypto.model;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * Looks up the contract specification of a venue symbol, so contract counts can be turned into
 * base-asset quantities. Returns null when the symbol is unknown; the caller skips the event and
 * reports it rather than guessing a contract size.
 */
@FunctionalInterface
public interface ContractValues {
  Instrument lookup(String rawSymbol);

  /** A fixed table, e.g. loaded once from the venue's instruments endpoint. */
  static ContractValues of(Collection<Instrument> instruments) {
    Map<String, Instrument> bySymbol = new HashMap<>();
    for (Instrument i : instruments) {
      bySymbol.put(i.instrument(), i);
    }
    Map<String, Instrument> frozen = Map.copyOf(bySymbol);
    return frozen::get;
  }

  /** Linear contracts from symbol -> contract value in base units. */
  static ContractValues linear(String exchange, Map<String, BigDecimal> valueBySymbol) {
    Map<String, Instrument> bySymbol = new HashMap<>();
    valueBySymbol.forEach((symbol, value) ->
        bySymbol.put(symbol, Instrument.linear(exchange, symbol, Assets.beforeSeparator(symbol), value)));
    Map<String, Instrument> frozen = Map.copyOf(bySymbol);
    return frozen::get;
  }

  /** For venues that report base quantities directly; every lookup misses. */
  static ContractValues none() {
    return symbol -> null;
  }
}
