package dev.openmarkets.macro.treasury;

import java.math.BigDecimal;
import java.time.LocalDate;

/** The Treasury General Account's closing balance on one day, millions of USD as the statement prints it. */
public record CashBalance(LocalDate recordDate, BigDecimal tgaClosingMillions) {
}
