package dev.openmarkets.sec.facts;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The concept table: for each figure the service shows, the XBRL concepts that may carry it, in
 * order of preference, and the unit read. A period takes the value of the latest filing among
 * all these concepts; two concepts reported by the same filing go by this order. The /docs pages
 * print this table, so it is the one place the choices live.
 */
public final class Concepts {
  /** One figure: its name in the answer, the taxonomy, the concepts in order, the unit. */
  public record Figure(String name, String taxonomy, List<String> concepts, String unit) {
    public String describe() {
      return "`" + name + "`: " + taxonomy + ":" + String.join(" > " + taxonomy + ":", concepts) + " (" + unit + ")";
    }
  }

  public static final Figure REVENUE = new Figure("revenue", "us-gaap", List.of(
      "RevenueFromContractWithCustomerExcludingAssessedTax", "Revenues", "SalesRevenueNet",
      "RevenueFromContractWithCustomerIncludingAssessedTax", "SalesRevenueGoodsNet", "SalesRevenueServicesNet"), "USD");
  public static final Figure NET_INCOME = new Figure("netIncome", "us-gaap", List.of(
      "NetIncomeLoss", "ProfitLoss", "NetIncomeLossAvailableToCommonStockholdersBasic"), "USD");
  public static final Figure EPS_DILUTED = new Figure("epsDiluted", "us-gaap", List.of(
      "EarningsPerShareDiluted", "EarningsPerShareBasicAndDiluted"), "USD/shares");
  public static final Figure EPS_BASIC = new Figure("epsBasic", "us-gaap", List.of("EarningsPerShareBasic"),
      "USD/shares");
  public static final Figure CASH = new Figure("cash", "us-gaap", List.of(
      "CashAndCashEquivalentsAtCarryingValue", "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
      "Cash"), "USD");
  public static final Figure DEBT = new Figure("debt", "us-gaap", List.of(
      "LongTermDebt", "LongTermDebtNoncurrent", "DebtInstrumentCarryingAmount"), "USD");
  public static final Figure EQUITY = new Figure("equity", "us-gaap", List.of(
      "StockholdersEquity", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), "USD");
  public static final Figure ASSETS = new Figure("assets", "us-gaap", List.of("Assets"), "USD");
  public static final Figure SHARES = new Figure("sharesOutstanding", "dei", List.of(
      "EntityCommonStockSharesOutstanding"), "shares");
  public static final Figure OPERATING_CASH_FLOW = new Figure("operatingCashFlow", "us-gaap", List.of(
      "NetCashProvidedByUsedInOperatingActivities",
      "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), "USD");
  public static final Figure BUYBACKS = new Figure("buybacks", "us-gaap", List.of(
      "PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity"), "USD");
  public static final Figure DIVIDENDS = new Figure("dividends", "us-gaap", List.of(
      "PaymentsOfDividendsCommonStock", "PaymentsOfDividends"), "USD");
  public static final Figure CRYPTO_UNITS = new Figure("units", "us-gaap", List.of(
      "CryptoAssetNumberOfUnits"), "*");
  public static final Figure CRYPTO_FAIR_VALUE = new Figure("fairValueUsd", "us-gaap", List.of(
      "CryptoAssetFairValueNoncurrent", "CryptoAssetFairValueCurrent", "CryptoAssetFairValue"), "USD");
  public static final Figure CRYPTO_COST = new Figure("costUsd", "us-gaap", List.of("CryptoAssetCost"), "USD");

  public static final List<Figure> FINANCIALS = List.of(REVENUE, NET_INCOME, EPS_DILUTED, EPS_BASIC, CASH, DEBT,
      EQUITY, ASSETS, SHARES, OPERATING_CASH_FLOW, BUYBACKS, DIVIDENDS);
  public static final List<Figure> CRYPTO = List.of(CRYPTO_UNITS, CRYPTO_FAIR_VALUE, CRYPTO_COST);

  private Concepts() {
  }

  public static List<Figure> all() {
    List<Figure> out = new ArrayList<>(FINANCIALS);
    out.addAll(CRYPTO);
    return out;
  }

  /** Every concept name the parser keeps (taxonomy:name). */
  public static Set<String> wanted() {
    Set<String> out = new LinkedHashSet<>();
    for (Figure f : all()) {
      f.concepts().forEach(c -> out.add(f.taxonomy() + ":" + c));
    }
    return out;
  }

  /** The table as /docs notes, one line per figure. */
  public static String table(List<Figure> figures) {
    StringBuilder sb = new StringBuilder("Concepts, in order of preference: ");
    for (int i = 0; i < figures.size(); i++) {
      sb.append(i == 0 ? "" : "; ").append(figures.get(i).describe());
    }
    return sb.append('.').toString();
  }
}
