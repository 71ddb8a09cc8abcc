package dev.openmarkets.sec.filings.ipos;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import java.util.List;

/** The upserts of registration filings, keyed on the accession number. */
public final class RegistrationWriters {
  private RegistrationWriters() {
  }

  private static List<UnnestUpsert.Column<RegistrationRow>> columns() {
    return List.of(
        col("accession_no", "text", RegistrationRow::accessionNo),
        col("form_type", "text", RegistrationRow::formType),
        col("cik", "text", RegistrationRow::cik),
        col("company", "text", RegistrationRow::company),
        col("date_filed", "date", RegistrationRow::dateFiled),
        col("accepted_at", "timestamptz", RegistrationRow::acceptedAt),
        col("filed_at", "timestamptz", RegistrationRow::filedAt),
        col("effective_form", "text", RegistrationRow::effectiveForm));
  }

  /** Registrations read from their documents or a submissions JSON: these know more than an index. */
  public static final TableWriter<RegistrationRow> REGISTRATIONS =
      new UnnestUpsert<>("sec_registrations", List.of("accession_no"), columns());

  /** Registrations an index lists: new accessions only, never over what a document gave. */
  public static final TableWriter<RegistrationRow> LISTED =
      UnnestUpsert.insertNew("sec_registrations", "accession_no", columns());
}
