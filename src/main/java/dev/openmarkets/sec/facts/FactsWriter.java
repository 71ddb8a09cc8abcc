package dev.openmarkets.sec.facts;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.UnnestUpsert.Column;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.VintageUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Writes companies' financials: a company facts file holds every fact the company ever filed, so
 * it holds every version of its financials (FinancialsVintages): each quarter, year and company
 * row version is written as a vintage (ingest/VintageUpsert: only the versions not held are
 * added, so re-importing a file changes nothing), and the quarters and years the file no longer
 * yields are closed, not deleted (at the first filing date without them). buybacks and
 * bitcoin-treasuries read these tables and are bumped with financials.
 */
public final class FactsWriter implements ContextWriter<CompanyFinancials> {
  private static final String DELETE_CRYPTO = SqlResource.load(FactsWriter.class, "crypto-stale.sql");

  /** A column of a dated row, read from the row. */
  private static <T> Column<Dated<T>> dcol(String name, String type, Function<T, Object> value) {
    return col(name, type, d -> value.apply(d.row()));
  }

  private static final VintageUpsert<Dated<CompanyFinancials>> COMPANIES = VintageUpsert.of("xbrl_companies",
      List.of("cik"), List.of(
          dcol("cik", "text", CompanyFinancials::cik),
          dcol("entity_name", "text", CompanyFinancials::entityName),
          dcol("bs_end", "date", c -> c.latest().end()),
          dcol("cash", "numeric", c -> c.latest().cash()),
          dcol("debt", "numeric", c -> c.latest().debt()),
          dcol("equity", "numeric", c -> c.latest().equity()),
          dcol("assets", "numeric", c -> c.latest().assets()),
          dcol("bs_accession", "text", c -> c.latest().accessionNo()),
          dcol("shares_outstanding", "numeric", c -> c.latest().sharesOutstanding()),
          dcol("shares_date", "date", c -> c.latest().sharesDate()),
          dcol("shares_accession", "text", c -> c.latest().sharesAccessionNo())), Dated::knownAt,
      Map.of("bs_end", "end", "bs_accession", "accessionNo"));

  private static final VintageUpsert<Dated<Quarter>> QUARTERS = VintageUpsert.of("financial_quarters",
      List.of("cik", "frame"), List.of(
          dcol("cik", "text", Quarter::cik),
          dcol("frame", "text", Quarter::frame),
          dcol("period_start", "date", Quarter::start),
          dcol("period_end", "date", Quarter::end),
          dcol("derived", "boolean", Quarter::derived),
          dcol("revenue", "numeric", Quarter::revenue),
          dcol("revenue_concept", "text", Quarter::revenueConcept),
          dcol("net_income", "numeric", Quarter::netIncome),
          dcol("eps_diluted", "numeric", Quarter::epsDiluted),
          dcol("eps_kind", "text", Quarter::epsKind),
          dcol("accession_no", "text", Quarter::accessionNo),
          dcol("filed", "date", Quarter::filed)), Dated::knownAt,
      Map.of("period_start", "start", "period_end", "end"));

  private static final VintageUpsert<Dated<FiscalYear>> YEARS = VintageUpsert.of("financial_years",
      List.of("cik", "fiscal_year"), List.of(
          dcol("cik", "text", FiscalYear::cik),
          dcol("fiscal_year", "integer", FiscalYear::fiscalYear),
          dcol("period_start", "date", FiscalYear::start),
          dcol("period_end", "date", FiscalYear::end),
          dcol("frame", "text", FiscalYear::frame),
          dcol("revenue", "numeric", FiscalYear::revenue),
          dcol("net_income", "numeric", FiscalYear::netIncome),
          dcol("operating_cash_flow", "numeric", FiscalYear::operatingCashFlow),
          dcol("buybacks", "numeric", FiscalYear::buybacks),
          dcol("dividends", "numeric", FiscalYear::dividends),
          dcol("accession_no", "text", FiscalYear::accessionNo),
          dcol("filed", "date", FiscalYear::filed)), Dated::knownAt,
      Map.of("period_start", "start", "period_end", "end"));

  /** The crypto holding columns, shared with the XBRL instance writer. */
  static List<Column<CryptoHolding>> cryptoColumns() {
    return List.of(
        col("cik", "text", CryptoHolding::cik),
        col("as_of", "date", CryptoHolding::asOf),
        col("accession_no", "text", CryptoHolding::accessionNo),
        col("form", "text", CryptoHolding::form),
        col("units", "numeric", CryptoHolding::units),
        col("fair_value_usd", "numeric", CryptoHolding::fairValueUsd),
        col("cost_usd", "numeric", CryptoHolding::costUsd),
        col("units_reliable", "boolean", CryptoHolding::unitsReliable),
        col("source", "text", CryptoHolding::source));
  }

  /**
   * The latest holding of the file's companies, a version known from the end of its newest fact's
   * filed day in New York (as the financials' vintages; stated by the SEC, kept when stored later).
   */
  static final VersionedUpsert<CryptoHolding> CRYPTO = VersionedUpsert.of("crypto_holdings",
      List.of("cik", "source"), cryptoColumns(),
      KnownAt.stated(h -> h.filed() == null ? null : PointInTime.endOfDay(h.filed())));

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<CompanyFinancials> rows, WriteContext ctx) {
    Batch b = new Batch(rows);
    return COMPANIES.write(conn, b.companies, ctx)
        .compose(a -> QUARTERS.write(conn, b.quarters, ctx).map(a::plus))
        .compose(a -> YEARS.write(conn, b.years, ctx).map(a::plus))
        .compose(a -> CRYPTO.write(conn, b.crypto, ctx).map(a::plus))
        .compose(a -> QUARTERS.closeMissing(conn, "cik", b.namedQuarters, b.quarterEnds, Dated::knownAt, ctx).map(n -> a.plus(WriteCounts.deleted(n))))
        .compose(a -> YEARS.closeMissing(conn, "cik", b.namedYears, b.yearEnds, Dated::knownAt, ctx).map(n -> a.plus(WriteCounts.deleted(n))))
        .compose(a -> deleted(conn, DELETE_CRYPTO, args(b.ciks, b.cryptoCiks).addLong(ctx.fileId())).map(a::plus));
  }

  /**
   * The rows of a file's companies: every version, the latest state (what stays current) and the
   * ends of the rows it no longer yields. A company whose file holds none of the concepts read has
   * no dated fact, so no version: no row is written for it (its name then comes from the ticker map).
   */
  private static final class Batch {
    final String[] ciks;
    final List<Dated<CompanyFinancials>> companies = new ArrayList<>();
    final List<Dated<Quarter>> quarters = new ArrayList<>();
    final List<Dated<FiscalYear>> years = new ArrayList<>();
    final List<Dated<Quarter>> namedQuarters = new ArrayList<>();
    final List<Dated<FiscalYear>> namedYears = new ArrayList<>();
    final List<Dated<Quarter>> quarterEnds = new ArrayList<>();
    final List<Dated<FiscalYear>> yearEnds = new ArrayList<>();
    final List<CryptoHolding> crypto = new ArrayList<>();
    final List<String> cryptoCiks = new ArrayList<>();

    Batch(List<CompanyFinancials> rows) {
      ciks = new String[rows.size()];
      for (int i = 0; i < rows.size(); i++) {
        CompanyFinancials c = rows.get(i);
        ciks[i] = c.cik();
        FinancialsVintages v = c.vintages();
        companies.addAll(v.companies());
        quarters.addAll(v.quarters());
        years.addAll(v.years());
        quarterEnds.addAll(v.quarterEnds());
        yearEnds.addAll(v.yearEnds());
        c.quarters().forEach(q -> namedQuarters.add(new Dated<>(q, null)));
        c.years().forEach(y -> namedYears.add(new Dated<>(y, null)));
        if (c.crypto() != null) {
          crypto.add(c.crypto());
          cryptoCiks.add(c.cik());
        }
      }
    }
  }

  private static Tuple args(String[] ciks, List<String> keys) {
    return Tuple.tuple().addArrayOfString(ciks).addArrayOfString(keys.toArray(String[]::new));
  }

  /** A close statement returning one row per closed version. */
  private static Future<WriteCounts> deleted(SqlConnection conn, String sql, Tuple args) {
    return conn.preparedQuery(sql).execute(args).map(rs -> new WriteCounts(0, 0, 0, 0, rs.size()));
  }

  @Override
  public Map<String, Long> alsoChanged(WriteCounts counts) {
    return Map.of(FactsDatasetNames.BUYBACKS, 0L, FactsDatasetNames.BITCOIN_TREASURIES, 0L);
  }
}
