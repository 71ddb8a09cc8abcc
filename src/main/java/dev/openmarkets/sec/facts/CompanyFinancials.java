package dev.openmarkets.sec.facts;

import java.util.List;

/**
 * Everything one company facts file yields: the parser's output and the writer's input. The
 * figures are the latest; vintages holds every version of them known after each filing.
 */
public record CompanyFinancials(String cik, String entityName, BalanceSheet latest, List<Quarter> quarters,
    List<FiscalYear> years, CryptoHolding crypto, FinancialsVintages vintages) {

  /** The latest figures alone, without their vintages. */
  public CompanyFinancials(String cik, String entityName, BalanceSheet latest, List<Quarter> quarters,
      List<FiscalYear> years, CryptoHolding crypto) {
    this(cik, entityName, latest, quarters, years, crypto, FinancialsVintages.NONE);
  }
}
