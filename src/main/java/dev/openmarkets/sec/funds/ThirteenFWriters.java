package dev.openmarkets.sec.funds;

import static dev.openmarkets.ingest.UnnestUpsert.col;
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
import io.vertx.sqlclient.SqlConnection;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The writer of 13F covers and information tables, as versions (docs/point-in-time.md §1.2): every
 * row is known from its own accession's {@link FilingKnownAt} (a table may arrive before its
 * cover), a re-parsed filing whose values changed is a new version, and the rows a re-parsed table
 * no longer holds are closed at its knownAt, never deleted. Which filings make a quarter's report
 * at a moment is read, not written (thirteenf_report_parts_at, V31).
 */
public final class ThirteenFWriters {

  private ThirteenFWriters() {
  }

  private static final VersionedUpsert<Known<FiledDocument<ThirteenFParts>>> COVER_UPSERT =
      VersionedUpsert.of("thirteenf_filings", List.of("accession_no"), List.of(
          col("accession_no", "text", k -> k.value().accessionNo()),
          col("cik", "text", k -> cover(k).cik()),
          col("manager_name", "text", k -> cover(k).name()),
          col("submission_type", "text", k -> cover(k).submissionType()),
          col("period_of_report", "date", k -> cover(k).periodOfReport()),
          col("is_amendment", "boolean", k -> cover(k).isAmendment()),
          col("amendment_type", "text", k -> cover(k).amendmentType()),
          col("table_entry_total", "integer", k -> cover(k).tableEntryTotal()),
          col("table_value_total", "numeric", k -> cover(k).tableValueTotal()),
          col("value_factor", "numeric", k -> k.value().content().valueFactor()),
          col("signature_date", "date", k -> cover(k).signatureDate()),
          col("filed_at", "timestamptz", k -> k.value().acceptedAt())),
          KnownAt.stated(Known::knownAt));

  private static final VersionedUpsert<Known<DocumentWrites.Dated<ThirteenFHolding>>> HOLDING_UPSERT =
      VersionedUpsert.of("thirteenf_holdings", List.of("accession_no", "seq"), List.of(
          col("accession_no", "text", k -> k.value().accessionNo()),
          col("seq", "integer", k -> k.value().seq()),
          col("name_of_issuer", "text", k -> k.value().row().nameOfIssuer()),
          col("title_of_class", "text", k -> k.value().row().titleOfClass()),
          col("cusip", "text", k -> k.value().row().cusip()),
          col("value_reported", "numeric", k -> k.value().row().valueUsd()),
          col("ssh_prnamt", "numeric", k -> k.value().row().sshPrnamt()),
          col("ssh_prnamt_type", "text", k -> k.value().row().sshPrnamtType()),
          col("put_call", "text", k -> k.value().row().putCall()),
          col("investment_discretion", "text", k -> k.value().row().investmentDiscretion())),
          KnownAt.stated(Known::knownAt));

  /** Versions and revisions name the load's ingest_files row (ctx) as their source. */
  public static final TableWriter<FiledDocument<ThirteenFParts>> THIRTEEN_F = TableWriter.alsoChanging(
      (ContextWriter<FiledDocument<ThirteenFParts>>) (conn, docs, ctx) ->
          DocumentWrites.each(conn, docs, (c, doc) -> writeThirteenF(c, doc, ctx)),
      List.of(), List.of(SecDatasetNames.FUND_HOLDINGS));

  private static Future<WriteCounts> writeThirteenF(SqlConnection conn, FiledDocument<ThirteenFParts> doc,
      WriteContext ctx) {
    return FilingKnownAt.of(conn, doc).compose(known -> {
      ThirteenFParts parts = doc.content();
      Future<WriteCounts> cover = parts.cover() == null ? Future.succeededFuture(WriteCounts.NONE)
          : COVER_UPSERT.write(conn, List.of(new Known<>(doc, known)), ctx);
      return parts.holdings() == null ? cover : cover.compose(c -> writeHoldings(conn, doc, known, ctx).map(c::plus));
    });
  }

  /** The table's rows, and a close of those beyond them (a re-parse that shrank) at its knownAt. */
  private static Future<WriteCounts> writeHoldings(SqlConnection conn, FiledDocument<ThirteenFParts> doc,
      Instant known, WriteContext ctx) {
    List<Known<DocumentWrites.Dated<ThirteenFHolding>>> rows = new ArrayList<>();
    for (ThirteenFHolding h : doc.content().holdings()) {
      rows.add(new Known<>(new DocumentWrites.Dated<>(doc.accessionNo(), rows.size() + 1, null, h), known));
    }
    return HOLDING_UPSERT.write(conn, rows, ctx)
        .compose(c -> HOLDING_UPSERT.closeMissing(conn, List.of("accession_no"), rows, known, ctx)
            .map(n -> c.plus(WriteCounts.deleted(n))));
  }

  private static ThirteenFCover cover(Known<FiledDocument<ThirteenFParts>> k) {
    return k.value().content().cover();
  }
}
