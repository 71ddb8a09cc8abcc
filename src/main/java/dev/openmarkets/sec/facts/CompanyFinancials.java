package dev.openmarkets.sec.facts;

import java.util.List;

/** Everything one company facts file yields: the parser's output and the writer's input. */
public record CompanyFinancials(String cik, String entityName, BalanceSheet latest, List<Quarter> quarters,
    List<FiscalYear> years, CryptoHolding crypto) {
}
