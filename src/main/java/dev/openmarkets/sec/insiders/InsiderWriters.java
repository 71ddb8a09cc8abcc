package dev.openmarkets.sec.insiders;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.sec.edgar.DocumentWrites;
import dev.openmarkets.sec.edgar.FiledDocument;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;

/**
 * The writer of Form 4 filings and their transactions, with the amendment rule.
 */
public final class InsiderWriters {
  private static final String FORM4_SUPERSEDED = SqlResource.load(InsiderWriters.class, "form4-superseded.sql");

  private InsiderWriters() {
  }

  private static final UnnestUpsert<FiledDocument<Form4Filing>> FORM4_UPSERT =
      new UnnestUpsert<FiledDocument<Form4Filing>>("form4_filings", List.of("accession_no"), List.of(
          col("accession_no", "text", FiledDocument::accessionNo),
          col("issuer_cik", "text", d -> d.content().issuerCik()),
          col("owner_cik", "text", d -> d.content().primaryOwner().cik()),
          col("period_of_report", "date", d -> d.content().periodOfReport()),
          col("is_amendment", "boolean", d -> d.content().isAmendment()),
          col("filed_key", "timestamptz", d -> DocumentWrites.filedKey(d.acceptedAt(), d.documentDate()))));

  private static final UnnestUpsert<DocumentWrites.Dated<InsiderTradeRow>> TRADE_UPSERT =
      new UnnestUpsert<DocumentWrites.Dated<InsiderTradeRow>>("insider_trades", List.of("accession_no", "tx_index"), List.of(
          col("accession_no", "text", DocumentWrites.Dated::accessionNo),
          col("tx_index", "integer", DocumentWrites.Dated::seq),
          col("filed_at", "timestamptz", d -> d.row().filedAt()),
          col("document_date", "date", DocumentWrites.Dated::documentDate),
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

  public static final TableWriter<FiledDocument<Form4Filing>> FORM4 = TableWriter.alsoChanging(
      (conn, docs) -> DocumentWrites.each(conn, docs, InsiderWriters::writeForm4),
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
          List<DocumentWrites.Dated<InsiderTradeRow>> rows = new ArrayList<>();
          if (inForce) {
            for (InsiderTradeRow t : f.insiderRows()) {
              rows.add(new DocumentWrites.Dated<>(t.accessionNo(), t.txIndex(), doc.documentDate(), t));
            }
          }
          return TRADE_UPSERT.write(conn, rows)
              .compose(c -> DocumentWrites.deleteBeyond(conn, "insider_trades", "tx_index", doc.accessionNo(), rows.size()).map(c::plus))
              .compose(c -> conn.preparedQuery("DELETE FROM insider_trades WHERE accession_no = ANY($1)")
                  .execute(Tuple.of(replaced.toArray(new String[0])))
                  .map(d -> c.plus(WriteCounts.deleted(d.rowCount()))));
        });
  }
}
