package dev.openmarkets.sec.funds;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.sec.edgar.DocumentWrites;
import dev.openmarkets.sec.edgar.FiledDocument;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.ArrayList;
import java.util.List;

/**
 * The writer of 13F covers and information tables.
 */
public final class ThirteenFWriters {

  private ThirteenFWriters() {
  }

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

  private static final UnnestUpsert<DocumentWrites.Dated<ThirteenFHolding>> HOLDING_UPSERT =
      new UnnestUpsert<DocumentWrites.Dated<ThirteenFHolding>>("thirteenf_holdings", List.of("accession_no", "seq"), List.of(
          col("accession_no", "text", DocumentWrites.Dated::accessionNo),
          col("seq", "integer", DocumentWrites.Dated::seq),
          col("name_of_issuer", "text", d -> d.row().nameOfIssuer()),
          col("title_of_class", "text", d -> d.row().titleOfClass()),
          col("cusip", "text", d -> d.row().cusip()),
          col("value_reported", "numeric", d -> d.row().valueUsd()),
          col("ssh_prnamt", "numeric", d -> d.row().sshPrnamt()),
          col("ssh_prnamt_type", "text", d -> d.row().sshPrnamtType()),
          col("put_call", "text", d -> d.row().putCall()),
          col("investment_discretion", "text", d -> d.row().investmentDiscretion())));

  public static final TableWriter<FiledDocument<ThirteenFParts>> THIRTEEN_F = TableWriter.alsoChanging(
      (conn, docs) -> DocumentWrites.each(conn, docs, ThirteenFWriters::writeThirteenF), List.of(), List.of(SecDatasetNames.FUND_HOLDINGS));

  private static Future<WriteCounts> writeThirteenF(SqlConnection conn, FiledDocument<ThirteenFParts> doc) {
    ThirteenFParts parts = doc.content();
    Future<WriteCounts> cover = parts.cover() == null ? Future.succeededFuture(WriteCounts.NONE)
        : COVER_UPSERT.write(conn, List.of(doc));
    if (parts.holdings() == null) {
      return cover;
    }
    List<DocumentWrites.Dated<ThirteenFHolding>> rows = new ArrayList<>();
    for (ThirteenFHolding h : parts.holdings()) {
      rows.add(new DocumentWrites.Dated<>(doc.accessionNo(), rows.size() + 1, null, h));
    }
    return cover.compose(c -> HOLDING_UPSERT.write(conn, rows).map(c::plus))
        .compose(c -> DocumentWrites.deleteBeyond(conn, "thirteenf_holdings", "seq", doc.accessionNo(), rows.size()).map(c::plus));
  }

  private static ThirteenFCover cover(FiledDocument<ThirteenFParts> d) {
    return d.content().cover();
  }
}
