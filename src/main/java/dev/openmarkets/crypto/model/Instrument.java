package dev.openmarkets.crypto.model;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * A derivatives contract and what one contract is worth. For a linear contract contractValue is
 * in base-asset units (OKX ctVal for BTC-USDT-SWAP = 0.01 BTC, Gate quanto_multiplier, HTX
 * contract_size); for an inverse one it is in the quote currency (OKX BTC-USD-SWAP = 100 USD).
 */
public record Instrument(
    String exchange,
    String instrument,
    String baseAsset,
    String quoteAsset,
    BigDecimal contractValue,
    String contractValueCurrency,
    boolean inverse) {

  public Instrument {
    Objects.requireNonNull(exchange, "exchange");
    Objects.requireNonNull(instrument, "instrument");
    Objects.requireNonNull(contractValue, "contractValue");
  }

  public static Instrument linear(String exchange, String instrument, String baseAsset,
      BigDecimal contractValue) {
    return new Instrument(exchange, instrument, baseAsset, null, contractValue, baseAsset, false);
  }

  /**
   * Base-asset quantity of a number of contracts at a price. Linear: contracts x value, exact.
   * Inverse: contracts x value / price, rounded to 16 significant digits when it does not
   * terminate (the only inexact conversion; usdValue is then price x this qty).
   */
  public BigDecimal baseQuantity(BigDecimal contracts, BigDecimal price) {
    if (!inverse) {
      return Decimals.multiply(contracts, contractValue);
    }
    return Decimals.divide(contracts.multiply(contractValue), price);
  }
}
