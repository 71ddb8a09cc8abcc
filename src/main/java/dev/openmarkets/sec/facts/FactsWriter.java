package dev.openmarkets.sec.facts;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes companies' financials: a company facts file holds every fact the company ever filed, so
 * its rows replace the company's rows whole (upserts, then deletion of the quarters and years the
 * file no longer yields). Unchanged rows stay untouched, so re-importing a file changes nothing.
 * buybacks and bitcoin-treasuries read these tables and are bumped with financials.
 */
public final class FactsWriter implements TableWriter<CompanyFinancials> {
  private static final String DELETE_QUARTERS = SqlResource.load(FactsWriter.class, "quarters-stale.sql");
  private static final String DELETE_YEARS = SqlResource.load(FactsWriter.class, "years-stale.sql");
  private static final String DELETE_CRYPTO = SqlResource.load(FactsWriter.class, "crypto-stale.sql");

  private static final UnnestUpsert<CompanyFinancials> COMPANIES = new UnnestUpsert<>("xbrl_companies",
      List.of("cik"), List.of(
          col("cik", "text", CompanyFinancials::cik),
          col("entity_name", "text", CompanyFinancials::entityName),
          col("bs_end", "date", c -> c.latest().end()),
          col("cash", "numeric", c -> c.latest().cash()),
          col("debt", "numeric", c -> c.latest().debt()),
          col("equity", "numeric", c -> c.latest().equity()),
          col("assets", "numeric", c -> c.latest().assets()),
          col("bs_accession", "text", c -> c.latest().accessionNo()),
          col("shares_outstanding", "numeric", c -> c.latest().sharesOutstanding()),
          col("shares_date", "date", c -> c.latest().sharesDate()),
          col("shares_accession", "text", c -> c.latest().sharesAccessionNo())));

  private static final UnnestUpsert<Quarter> QUARTERS = new UnnestUpsert<>("financial_quarters",
      List.of("cik", "frame"), List.of(
          col("cik", "text", Quarter::cik),
          col("frame", "text", Quarter::frame),
          col("period_start", "date", Quarter::start),
          col("period_end", "date", Quarter::end),
          col("derived", "boolean", Quarter::derived),
          col("revenue", "numeric", Quarter::revenue),
          col("revenue_concept", "text", Quarter::revenueConcept),
          col("net_income", "numeric", Quarter::netIncome),
          col("eps_diluted", "numeric", Quarter::epsDiluted),
          col("eps_kind", "text", Quarter::epsKind),
          col("accession_no", "text", Quarter::accessionNo),
          col("filed", "date", Quarter::filed)));

  private static final UnnestUpsert<FiscalYear> YEARS = new UnnestUpsert<>("financial_years",
      List.of("cik", "fiscal_year"), List.of(
          col("cik", "text", FiscalYear::cik),
          col("fiscal_year", "integer", FiscalYear::fiscalYear),
          col("period_start", "date", FiscalYear::start),
          col("period_end", "date", FiscalYear::end),
          col("frame", "text", FiscalYear::frame),
          col("revenue", "numeric", FiscalYear::revenue),
          col("net_income", "numeric", FiscalYear::netIncome),
          col("operating_cash_flow", "numeric", FiscalYear::operatingCashFlow),
          col("buybacks", "numeric", FiscalYear::buybacks),
          col("dividends", "numeric", FiscalYear::dividends),
          col("accession_no", "text", FiscalYear::accessionNo),
          col("filed", "date", FiscalYear::filed)));

  static final UnnestUpsert<CryptoHolding> CRYPTO = new UnnestUpsert<>("crypto_holdings",
      List.of("cik", "source"), List.of(
          col("cik", "text", CryptoHolding::cik),
          col("as_of", "date", CryptoHolding::asOf),
          col("accession_no", "text", CryptoHolding::accessionNo),
          col("form", "text", CryptoHolding::form),
          col("units", "numeric", CryptoHolding::units),
          col("fair_value_usd", "numeric", CryptoHolding::fairValueUsd),
          col("cost_usd", "numeric", CryptoHolding::costUsd),
          col("units_reliable", "boolean", CryptoHolding::unitsReliable),
          col("source", "text", CryptoHolding::source)));

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<CompanyFinancials> rows) {
    List<Quarter> quarters = new ArrayList<>();
    List<FiscalYear> years = new ArrayList<>();
    List<CryptoHolding> crypto = new ArrayList<>();
    String[] ciks = new String[rows.size()];
    List<String> quarterKeys = new ArrayList<>();
    List<String> yearKeys = new ArrayList<>();
    List<String> cryptoCiks = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      CompanyFinancials c = rows.get(i);
      ciks[i] = c.cik();
      quarters.addAll(c.quarters());
      years.addAll(c.years());
      c.quarters().forEach(q -> quarterKeys.add(q.cik() + "/" + q.frame()));
      c.years().forEach(y -> yearKeys.add(y.cik() + "/" + y.fiscalYear()));
      if (c.crypto() != null) {
        crypto.add(c.crypto());
        cryptoCiks.add(c.cik());
      }
    }
    return COMPANIES.write(conn, rows)
        .compose(a -> QUARTERS.write(conn, quarters).map(a::plus))
        .compose(a -> YEARS.write(conn, years).map(a::plus))
        .compose(a -> CRYPTO.write(conn, crypto).map(a::plus))
        .compose(a -> deleted(conn, DELETE_QUARTERS, args(ciks, quarterKeys)).map(a::plus))
        .compose(a -> deleted(conn, DELETE_YEARS, args(ciks, yearKeys)).map(a::plus))
        .compose(a -> deleted(conn, DELETE_CRYPTO, args(ciks, cryptoCiks)).map(a::plus));
  }

  private static Tuple args(String[] ciks, List<String> keys) {
    return Tuple.tuple().addArrayOfString(ciks).addArrayOfString(keys.toArray(String[]::new));
  }

  private static Future<WriteCounts> deleted(SqlConnection conn, String sql, Tuple args) {
    return conn.preparedQuery(sql).execute(args).map(rs -> new WriteCounts(0, 0, 0, 0, rs.rowCount()));
  }

  @Override
  public Map<String, Long> alsoChanged(WriteCounts counts) {
    return Map.of(FactsDatasetNames.BUYBACKS, 0L, FactsDatasetNames.BITCOIN_TREASURIES, 0L);
  }
}
