package dev.openmarkets.sec.insiders;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.sec.edgar.DocumentWrites;
import dev.openmarkets.sec.edgar.FiledDocument;
import dev.openmarkets.sec.edgar.FilingKnownAt;
import dev.openmarkets.sec.edgar.FilingKnownAt.Known;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The writer of Form 4 filings and their transactions, with the amendment rule, as versions
 * (docs/point-in-time.md §1.2): every row is known from its filing's {@link FilingKnownAt}, a
 * re-parsed filing whose values changed is a new version, and the trades a 4/A replaces are closed
 * at the 4/A's knownAt, never deleted, so an answer as of a moment before it still shows them.
 */
public final class InsiderWriters {
  private static final String FORM4_SUPERSEDED = SqlResource.load(InsiderWriters.class, "form4-superseded.sql");
  private static final String TRADES_CLOSE = SqlResource.load(InsiderWriters.class, "insider-trades-close.sql");

  private InsiderWriters() {
  }

  private static final VersionedUpsert<Known<FiledDocument<Form4Filing>>> FORM4_UPSERT =
      VersionedUpsert.of("form4_filings", List.of("accession_no"), List.of(
          col("accession_no", "text", k -> k.value().accessionNo()),
          col("issuer_cik", "text", k -> k.value().content().issuerCik()),
          col("owner_cik", "text", k -> k.value().content().primaryOwner().cik()),
          col("period_of_report", "date", k -> k.value().content().periodOfReport()),
          col("is_amendment", "boolean", k -> k.value().content().isAmendment()),
          col("filed_key", "timestamptz", k -> DocumentWrites.filedKey(k.value().acceptedAt(), k.value().documentDate()))),
          KnownAt.stated(Known::knownAt));

  private static final VersionedUpsert<Known<DocumentWrites.Dated<InsiderTradeRow>>> TRADE_UPSERT =
      VersionedUpsert.of("insider_trades", List.of("accession_no", "tx_index"), List.of(
          col("accession_no", "text", k -> k.value().accessionNo()),
          col("tx_index", "integer", k -> k.value().seq()),
          col("filed_at", "timestamptz", k -> k.value().row().filedAt()),
          col("document_date", "date", k -> k.value().documentDate()),
          col("is_amendment", "boolean", k -> k.value().row().isAmendment()),
          col("ticker", "text", k -> k.value().row().ticker()),
          col("company", "text", k -> k.value().row().company()),
          col("issuer_cik", "text", k -> k.value().row().issuerCik()),
          col("insider_cik", "text", k -> k.value().row().insiderCik()),
          col("insider_name", "text", k -> k.value().row().insiderName()),
          col("insider_title", "text", k -> k.value().row().insiderTitle()),
          col("security_title", "text", k -> k.value().row().securityTitle()),
          col("tx_date", "date", k -> k.value().row().txDate()),
          col("tx_code", "text", k -> k.value().row().txCode()),
          col("is_open_market", "boolean", k -> k.value().row().isOpenMarket()),
          col("acquired_disposed", "text", k -> k.value().row().acquiredDisposed()),
          col("shares", "numeric", k -> k.value().row().shares()),
          col("price_per_share", "numeric", k -> k.value().row().pricePerShare()),
          col("value_usd", "numeric", k -> k.value().row().valueUsd()),
          col("shares_owned_after", "numeric", k -> k.value().row().sharesOwnedAfter()),
          col("direct_or_indirect", "text", k -> k.value().row().directOrIndirect())),
          KnownAt.stated(Known::knownAt));

  /** Versions and revisions name the load's ingest_files row (ctx) as their source. */
  public static final TableWriter<FiledDocument<Form4Filing>> FORM4 = TableWriter.alsoChanging(
      (ContextWriter<FiledDocument<Form4Filing>>) (conn, docs, ctx) ->
          DocumentWrites.each(conn, docs, (c, doc) -> writeForm4(c, doc, ctx)),
      List.of(SecDatasetNames.INSIDER_TRANSACTIONS), List.of(SecDatasetNames.INSIDER_CLUSTERS));

  /**
   * Form4Filing's amendment rule, kept in the database because the filings arrive one file at a
   * time and in any order: store the filing known from its knownAt, find which filings of its key a
   * 4/A replaces, write this one's transactions, and close the replaced ones' at their replacement.
   */
  private static Future<WriteCounts> writeForm4(SqlConnection conn, FiledDocument<Form4Filing> doc, WriteContext ctx) {
    Form4Filing f = doc.content();
    return FilingKnownAt.of(conn, doc).compose(known -> {
      return FORM4_UPSERT.write(conn, List.of(new Known<>(doc, known)), ctx)
          .compose(x -> conn.preparedQuery(FORM4_SUPERSEDED)
              .execute(Tuple.of(f.issuerCik(), f.primaryOwner().cik(), f.periodOfReport())))
          .compose(replaced -> writeTrades(conn, doc, known, replaced, ctx));
    });
  }

  /**
   * A filing in force writes its trades and closes those it no longer holds (a re-parse that
   * shrank) at its knownAt. A filing already replaced when it arrives (backfills run out of order)
   * is stored once, if it was known before its replacement, and closed at once: its trades were in
   * force in between. Every replaced filing's current trades close at its first replacement's
   * knownAt, and a close a later 4/A made moves back to it (insider-trades-close.sql).
   */
  private static Future<WriteCounts> writeTrades(SqlConnection conn, FiledDocument<Form4Filing> doc, Instant known,
      RowSet<Row> replaced, WriteContext ctx) {
    List<String> accessions = new ArrayList<>();
    List<String> at = new ArrayList<>();
    List<String> kept = new ArrayList<>();
    List<String> earlier = new ArrayList<>();
    boolean write = true;
    for (Row r : replaced) {
      Instant replacedAt = r.getOffsetDateTime("replaced_at").toInstant();
      if (r.getString("accession_no").equals(doc.accessionNo())) {
        write = !r.getBoolean("stored") && replacedAt.isAfter(known);
      }
      accessions.add(r.getString("accession_no"));
      at.add(replacedAt.toString());
      kept.add("0");
      earlier.add("true");
    }
    List<Known<DocumentWrites.Dated<InsiderTradeRow>>> rows = new ArrayList<>();
    if (write) {
      for (InsiderTradeRow t : doc.content().insiderRows()) {
        rows.add(new Known<>(new DocumentWrites.Dated<>(t.accessionNo(), t.txIndex(), doc.documentDate(), t), known));
      }
    }
    if (!accessions.contains(doc.accessionNo())) {
      accessions.add(doc.accessionNo());
      at.add(known.toString());
      kept.add(Integer.toString(rows.size()));
      earlier.add("false");
    }
    return TRADE_UPSERT.write(conn, rows, ctx)
        .compose(c -> conn.preparedQuery(TRADES_CLOSE)
            .execute(Tuple.of(accessions.toArray(new String[0]), at.toArray(new String[0]),
                kept.toArray(new String[0]), earlier.toArray(new String[0]), ctx.fileId()))
            .map(rs -> c.plus(WriteCounts.deleted((int) (long) rs.iterator().next().getLong(0)))));
  }
}
