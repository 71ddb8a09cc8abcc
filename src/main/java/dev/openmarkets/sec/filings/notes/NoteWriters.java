package dev.openmarkets.sec.filings.notes;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.sec.filings.shared.PgArrays;
import java.util.List;
import java.util.function.Function;

/** The idempotent upsert of structured notes, keyed on the accession number. */
public final class NoteWriters {
  private NoteWriters() {
  }

  /** A term of a priced note; a preliminary supplement's terms are stored as null (not final). */
  private static Function<StructuredNoteRow, Object> term(Function<NoteTerms, Object> f) {
    return r -> r.terms().preliminary() ? null : f.apply(r.terms());
  }

  public static final TableWriter<StructuredNoteRow> NOTES = new UnnestUpsert<>("sec_structured_notes",
      List.of("accession_no"), List.of(
          col("accession_no", "text", StructuredNoteRow::accessionNo),
          col("issuer", "text", StructuredNoteRow::issuer),
          col("issuer_cik", "text", StructuredNoteRow::issuerCik),
          col("form_type", "text", StructuredNoteRow::formType),
          col("date_filed", "date", StructuredNoteRow::dateFiled),
          col("preliminary", "boolean", r -> r.terms().preliminary()),
          col("pricing_date", "date", r -> r.terms().pricingDate()),
          col("underlyings", "text[]", term(t -> PgArrays.of(t.underlyings()))),
          col("note_type", "text", term(NoteTerms::noteType)),
          col("coupon", "numeric", term(NoteTerms::coupon)),
          col("cap_pct", "numeric", term(NoteTerms::capPct)),
          col("barrier_pct", "numeric", term(NoteTerms::barrierPct)),
          col("principal_usd", "numeric", term(NoteTerms::principalUsd)),
          col("doc_url", "text", StructuredNoteRow::docUrl),
          col("accepted_at", "timestamptz", StructuredNoteRow::acceptedAt)));
}
