package dev.openmarkets.crypto.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/** One settled (or, where the venue only says so, last published) funding rate of a perpetual. */
public record FundingSettlement(String exchange, String instrument, Instant fundingTime, BigDecimal rate) {
  public FundingSettlement {
    Objects.requireNonNull(exchange, "exchange");
    Objects.requireNonNull(instrument, "instrument");
    Objects.requireNonNull(fundingTime, "fundingTime");
    Objects.requireNonNull(rate, "rate");
  }
}
