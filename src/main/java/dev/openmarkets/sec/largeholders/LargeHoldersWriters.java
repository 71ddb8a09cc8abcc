package dev.openmarkets.sec.largeholders;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.sec.edgar.DocumentWrites;
import dev.openmarkets.sec.edgar.FiledDocument;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The writer of Schedule 13D and 13G filings.
 */
public final class LargeHoldersWriters {

  private LargeHoldersWriters() {
  }

  private static final UnnestUpsert<DocumentWrites.Dated<LargeHolderRow>> HOLDER_UPSERT =
      new UnnestUpsert<DocumentWrites.Dated<LargeHolderRow>>("large_holders", List.of("accession_no", "seq"), List.of(
          col("accession_no", "text", DocumentWrites.Dated::accessionNo),
          col("seq", "integer", DocumentWrites.Dated::seq),
          col("form_type", "text", d -> d.row().formType()),
          col("schedule", "text", d -> schedule(d.row().formType())),
          col("is_amendment", "boolean", d -> d.row().isAmendment()),
          col("amendment_no", "text", d -> d.row().amendmentNo()),
          col("filed_at", "timestamptz", d -> d.row().filedAt()),
          col("document_date", "date", DocumentWrites.Dated::documentDate),
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
  public static final TableWriter<FiledDocument<List<LargeHolderRow>>> LARGE_HOLDERS = TableWriter.alsoChanging(
      (conn, docs) -> DocumentWrites.each(conn, docs, (c, doc) -> {
        List<DocumentWrites.Dated<LargeHolderRow>> rows = new ArrayList<>();
        doc.content().forEach(r -> rows.add(new DocumentWrites.Dated<>(r.accessionNo(), r.seq(), doc.documentDate(), r)));
        return HOLDER_UPSERT.write(c, rows)
            .compose(n -> DocumentWrites.deleteBeyond(c, "large_holders", "seq", doc.accessionNo(), rows.size()).map(n::plus));
      }), List.of(), List.of(SecDatasetNames.FUNDS));

  public static String schedule(String formType) {
    return formType.toUpperCase(Locale.ROOT).contains("13D") ? "13D" : "13G";
  }
}
