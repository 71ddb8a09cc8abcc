package dev.openmarkets.macro.bis;

import java.math.BigDecimal;
import java.time.LocalDate;

/** One day of one economy's policy rate: lower-case code, country name, date and rate (percent). */
public record RateObservation(String code, String country, LocalDate date, BigDecimal rate) {
}
