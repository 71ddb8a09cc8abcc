package dev.openmarkets.sec.facts;

import java.math.BigDecimal;
import java.time.LocalDate;

/** One fiscal year of a company: income, cash flow, repurchases and dividends, each as last filed. */
public record FiscalYear(String cik, int fiscalYear, LocalDate start, LocalDate end, String frame,
    BigDecimal revenue, BigDecimal netIncome, BigDecimal operatingCashFlow, BigDecimal buybacks,
    BigDecimal dividends, String accessionNo, LocalDate filed) {
}
