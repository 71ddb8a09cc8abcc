package dev.openmarkets.sec.store;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.sec.funds.ThirteenFCover;
import dev.openmarkets.sec.funds.ThirteenFHolding;
import dev.openmarkets.sec.insiders.Form4Filing;
import dev.openmarkets.sec.insiders.InsiderTradeRow;
import dev.openmarkets.sec.largeholders.LargeHolderRow;
import dev.openmarkets.sec.plannedsales.PlannedSaleRow;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The table writers of the SEC family: natural keys, column mappings, the Form 4 amendment rule,
 * and the version bumps of datasets that read the same tables. A document is complete, so rows
 * of its accession beyond the ones it now holds are deleted (a corrected re-import shrinks).
 */
final class SecWriters {
  private static final String FILINGS_UPSERT = SqlResource.load(SecWriters.class, "filings-upsert.sql");
  private static final String FORM4_SUPERSEDED = SqlResource.load(SecWriters.class, "form4-superseded.sql");

  private SecWriters() {
  }

  /** A parsed row with its document's own date and, for holdings, its accession and position. */
  private record Dated<T>(String accessionNo, int seq, LocalDate documentDate, T row) {
  }

  // ---- ticker map and filings

  private static final UnnestUpsert<TickerRow> TICKER_UPSERT = new UnnestUpsert<TickerRow>("sec_tickers",
      List.of("ticker"), List.of(
          col("ticker", "text", TickerRow::ticker),
          col("cik", "text", TickerRow::cik),
          col("title", "text", TickerRow::title),
          col("position", "integer", TickerRow::position)));

  static final TableWriter<TickerRow> TICKERS = TableWriter.alsoChanging(TICKER_UPSERT, List.of(), SecDatasetNames.API);

  static final TableWriter<FilingRow> FILINGS = TableWriter.alsoChanging(SecWriters::writeFilings, List.of(),
      SecDatasetNames.API);

  private static final UnnestUpsert<FilingRow> FILING_UPSERT = UnnestUpsert.withSql(FILINGS_UPSERT, List.of(
      FilingRow::accessionNo, FilingRow::formType, FilingRow::cik, FilingRow::company, FilingRow::dateFiled,
      FilingRow::acceptedAt, FilingRow::path));

  private static Future<WriteCounts> writeFilings(SqlConnection conn, List<FilingRow> rows) {
    Map<String, FilingRow> byAccession = new LinkedHashMap<>();
    rows.forEach(r -> byAccession.put(r.accessionNo(), r));
    return FILING_UPSERT.write(conn, new ArrayList<>(byAccession.values()));
  }

  // ---- Form 4

  private static final UnnestUpsert<FiledDocument<Form4Filing>> FORM4_UPSERT =
      new UnnestUpsert<FiledDocument<Form4Filing>>("form4_filings", List.of("accession_no"), List.of(
          col("accession_no", "text", FiledDocument::accessionNo),
          col("issuer_cik", "text", d -> d.content().issuerCik()),
          col("owner_cik", "text", d -> d.content().primaryOwner().cik()),
          col("period_of_report", "date", d -> d.content().periodOfReport()),
          col("is_amendment", "boolean", d -> d.content().isAmendment()),
          col("filed_key", "timestamptz", d -> filedKey(d.acceptedAt(), d.documentDate()))));

  private static final UnnestUpsert<Dated<InsiderTradeRow>> TRADE_UPSERT =
      new UnnestUpsert<Dated<InsiderTradeRow>>("insider_trades", List.of("accession_no", "tx_index"), List.of(
          col("accession_no", "text", Dated::accessionNo),
          col("tx_index", "integer", Dated::seq),
          col("filed_at", "timestamptz", d -> d.row().filedAt()),
          col("document_date", "date", Dated::documentDate),
          col("is_amendment", "boolean", d -> d.row().isAmendment()),
          col("ticker", "text", d -> d.row().ticker()),
          col("company", "text", d -> d.row().company()),
          col("issuer_cik", "text", d -> d.row().issuerCik()),
          col("insider_cik", "text", d -> d.row().insiderCik()),
          col("insider_name", "text", d -> d.row().insiderName()),
          col("insider_title", "text", d -> d.row().insiderTitle()),
          col("security_title", "text", d -> d.row().securityTitle()),
          col("tx_date", "date", d -> d.row().txDate()),
          col("tx_code", "text", d -> d.row().txCode()),
          col("is_open_market", "boolean", d -> d.row().isOpenMarket()),
          col("acquired_disposed", "text", d -> d.row().acquiredDisposed()),
          col("shares", "numeric", d -> d.row().shares()),
          col("price_per_share", "numeric", d -> d.row().pricePerShare()),
          col("value_usd", "numeric", d -> d.row().valueUsd()),
          col("shares_owned_after", "numeric", d -> d.row().sharesOwnedAfter()),
          col("direct_or_indirect", "text", d -> d.row().directOrIndirect())));

  static final TableWriter<FiledDocument<Form4Filing>> FORM4 = TableWriter.alsoChanging(
      (conn, docs) -> each(conn, docs, SecWriters::writeForm4),
      List.of(SecDatasetNames.INSIDER_TRANSACTIONS), List.of(SecDatasetNames.INSIDER_CLUSTERS));

  /**
   * Form4Filing's amendment rule, kept in the database because the filings arrive one file at a
   * time and in any order: store the filing, find which filings of its key a 4/A replaces, write
   * this one's transactions only when it is not itself replaced, and delete the replaced ones'.
   */
  private static Future<WriteCounts> writeForm4(SqlConnection conn, FiledDocument<Form4Filing> doc) {
    Form4Filing f = doc.content();
    return FORM4_UPSERT.write(conn, List.of(doc))
        .compose(x -> conn.preparedQuery(FORM4_SUPERSEDED)
            .execute(Tuple.of(f.issuerCik(), f.primaryOwner().cik(), f.periodOfReport())))
        .compose(rs -> {
          List<String> replaced = new ArrayList<>();
          rs.forEach(r -> replaced.add(r.getString(0)));
          boolean inForce = !replaced.remove(doc.accessionNo());
          List<Dated<InsiderTradeRow>> rows = new ArrayList<>();
          if (inForce) {
            for (InsiderTradeRow t : f.insiderRows()) {
              rows.add(new Dated<>(t.accessionNo(), t.txIndex(), doc.documentDate(), t));
            }
          }
          return TRADE_UPSERT.write(conn, rows)
              .compose(c -> deleteBeyond(conn, "insider_trades", "tx_index", doc.accessionNo(), rows.size()).map(c::plus))
              .compose(c -> conn.preparedQuery("DELETE FROM insider_trades WHERE accession_no = ANY($1)")
                  .execute(Tuple.of(replaced.toArray(new String[0])))
                  .map(d -> c.plus(WriteCounts.deleted(d.rowCount()))));
        });
  }

  // ---- Form 144

  private static final UnnestUpsert<Dated<PlannedSaleRow>> PLANNED_UPSERT =
      new UnnestUpsert<Dated<PlannedSaleRow>>("planned_sales", List.of("accession_no", "seq"), List.of(
          col("accession_no", "text", Dated::accessionNo),
          col("seq", "integer", Dated::seq),
          col("form_type", "text", d -> d.row().formType()),
          col("filed_at", "timestamptz", d -> d.row().filedAt()),
          col("document_date", "date", Dated::documentDate),
          col("issuer_cik", "text", d -> d.row().issuerCik()),
          col("issuer_name", "text", d -> d.row().issuerName()),
          col("person_name", "text", d -> d.row().personName()),
          col("relationship", "text", d -> d.row().relationship()),
          col("security_class", "text", d -> d.row().securityClass()),
          col("broker", "text", d -> d.row().broker()),
          col("exchange", "text", d -> d.row().exchange()),
          col("units_to_sell", "numeric", d -> d.row().unitsToSell()),
          col("aggregate_market_value", "numeric", d -> d.row().aggregateMarketValue()),
          col("units_outstanding", "numeric", d -> d.row().unitsOutstanding()),
          col("approx_sale_date", "date", d -> d.row().approxSaleDate())));

  static final TableWriter<FiledDocument<List<PlannedSaleRow>>> PLANNED_SALES = (conn, docs) -> each(conn, docs,
      (c, doc) -> {
        List<Dated<PlannedSaleRow>> rows = new ArrayList<>();
        doc.content().forEach(r -> rows.add(new Dated<>(r.accessionNo(), r.seq(), doc.documentDate(), r)));
        return PLANNED_UPSERT.write(c, rows)
            .compose(n -> deleteBeyond(c, "planned_sales", "seq", doc.accessionNo(), rows.size()).map(n::plus));
      });

  // ---- Schedule 13D / 13G

  private static final UnnestUpsert<Dated<LargeHolderRow>> HOLDER_UPSERT =
      new UnnestUpsert<Dated<LargeHolderRow>>("large_holders", List.of("accession_no", "seq"), List.of(
          col("accession_no", "text", Dated::accessionNo),
          col("seq", "integer", Dated::seq),
          col("form_type", "text", d -> d.row().formType()),
          col("schedule", "text", d -> schedule(d.row().formType())),
          col("is_amendment", "boolean", d -> d.row().isAmendment()),
          col("amendment_no", "text", d -> d.row().amendmentNo()),
          col("filed_at", "timestamptz", d -> d.row().filedAt()),
          col("document_date", "date", Dated::documentDate),
          col("event_date", "date", d -> d.row().eventDate()),
          col("issuer_cik", "text", d -> d.row().issuerCik()),
          col("issuer_name", "text", d -> d.row().issuerName()),
          col("cusip", "text", d -> d.row().cusip()),
          col("security_class", "text", d -> d.row().securityClass()),
          col("reporting_cik", "text", d -> d.row().reportingCik()),
          col("reporting_person", "text", d -> d.row().reportingPerson()),
          col("person_type", "text", d -> d.row().personType()),
          col("shares_owned", "numeric", d -> d.row().sharesOwned()),
          col("percent_of_class", "numeric", d -> d.row().percentOfClass())));

  // funds?ticker= finds a holding's issuer through the CUSIPs that 13D/13G filings name
  static final TableWriter<FiledDocument<List<LargeHolderRow>>> LARGE_HOLDERS = TableWriter.alsoChanging(
      (conn, docs) -> each(conn, docs, (c, doc) -> {
        List<Dated<LargeHolderRow>> rows = new ArrayList<>();
        doc.content().forEach(r -> rows.add(new Dated<>(r.accessionNo(), r.seq(), doc.documentDate(), r)));
        return HOLDER_UPSERT.write(c, rows)
            .compose(n -> deleteBeyond(c, "large_holders", "seq", doc.accessionNo(), rows.size()).map(n::plus));
      }), List.of(), List.of(SecDatasetNames.FUNDS));

  static String schedule(String formType) {
    return formType.toUpperCase(Locale.ROOT).contains("13D") ? "13D" : "13G";
  }

  // ---- 13F

  private static final UnnestUpsert<FiledDocument<ThirteenFParts>> COVER_UPSERT =
      new UnnestUpsert<FiledDocument<ThirteenFParts>>("thirteenf_filings", List.of("accession_no"), List.of(
          col("accession_no", "text", FiledDocument::accessionNo),
          col("cik", "text", d -> cover(d).cik()),
          col("manager_name", "text", d -> cover(d).name()),
          col("submission_type", "text", d -> cover(d).submissionType()),
          col("period_of_report", "date", d -> cover(d).periodOfReport()),
          col("is_amendment", "boolean", d -> cover(d).isAmendment()),
          col("amendment_type", "text", d -> cover(d).amendmentType()),
          col("table_entry_total", "integer", d -> cover(d).tableEntryTotal()),
          col("table_value_total", "numeric", d -> cover(d).tableValueTotal()),
          col("value_factor", "numeric", d -> d.content().valueFactor()),
          col("signature_date", "date", d -> cover(d).signatureDate()),
          col("filed_at", "timestamptz", FiledDocument::acceptedAt)));

  private static final UnnestUpsert<Dated<ThirteenFHolding>> HOLDING_UPSERT =
      new UnnestUpsert<Dated<ThirteenFHolding>>("thirteenf_holdings", List.of("accession_no", "seq"), List.of(
          col("accession_no", "text", Dated::accessionNo),
          col("seq", "integer", Dated::seq),
          col("name_of_issuer", "text", d -> d.row().nameOfIssuer()),
          col("title_of_class", "text", d -> d.row().titleOfClass()),
          col("cusip", "text", d -> d.row().cusip()),
          col("value_reported", "numeric", d -> d.row().valueUsd()),
          col("ssh_prnamt", "numeric", d -> d.row().sshPrnamt()),
          col("ssh_prnamt_type", "text", d -> d.row().sshPrnamtType()),
          col("put_call", "text", d -> d.row().putCall()),
          col("investment_discretion", "text", d -> d.row().investmentDiscretion())));

  static final TableWriter<FiledDocument<ThirteenFParts>> THIRTEEN_F = TableWriter.alsoChanging(
      (conn, docs) -> each(conn, docs, SecWriters::writeThirteenF), List.of(), List.of(SecDatasetNames.FUND_HOLDINGS));

  private static Future<WriteCounts> writeThirteenF(SqlConnection conn, FiledDocument<ThirteenFParts> doc) {
    ThirteenFParts parts = doc.content();
    Future<WriteCounts> cover = parts.cover() == null ? Future.succeededFuture(WriteCounts.NONE)
        : COVER_UPSERT.write(conn, List.of(doc));
    if (parts.holdings() == null) {
      return cover;
    }
    List<Dated<ThirteenFHolding>> rows = new ArrayList<>();
    for (ThirteenFHolding h : parts.holdings()) {
      rows.add(new Dated<>(doc.accessionNo(), rows.size() + 1, null, h));
    }
    return cover.compose(c -> HOLDING_UPSERT.write(conn, rows).map(c::plus))
        .compose(c -> deleteBeyond(conn, "thirteenf_holdings", "seq", doc.accessionNo(), rows.size()).map(c::plus));
  }

  private static ThirteenFCover cover(FiledDocument<ThirteenFParts> d) {
    return d.content().cover();
  }

  // ---- shared

  /** A date without a time as an instant: midnight UTC, the convention of every date-only filedAt. */
  static Instant filedKey(Instant acceptedAt, LocalDate documentDate) {
    if (acceptedAt != null) {
      return acceptedAt;
    }
    return documentDate == null ? null : documentDate.atStartOfDay(ZoneOffset.UTC).toInstant();
  }

  private static <D> Future<WriteCounts> each(SqlConnection conn, List<D> docs,
      BiFunction<SqlConnection, D, Future<WriteCounts>> one) {
    Future<WriteCounts> chain = Future.succeededFuture(WriteCounts.NONE);
    for (D d : docs) {
      chain = chain.compose(acc -> one.apply(conn, d).map(acc::plus));
    }
    return chain;
  }

  // table and column names are this class's constants, never request values
  private static Future<WriteCounts> deleteBeyond(SqlConnection conn, String table, String seqColumn, String accession,
      int kept) {
    return conn.preparedQuery("DELETE FROM " + table + " WHERE accession_no = $1 AND " + seqColumn + " > $2")
        .execute(Tuple.of(accession, kept))
        .map(rs -> WriteCounts.deleted(rs.rowCount()));
  }
}
