package dev.openmarkets.sec.filings.store;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.sec.edgar.IndexEntry;
import dev.openmarkets.sec.filings.FilingsNames;
import dev.openmarkets.sec.filings.events.EventFiling;
import dev.openmarkets.sec.filings.formd.FormDRow;
import dev.openmarkets.sec.filings.ipos.RegistrationRow;
import dev.openmarkets.sec.filings.notes.NoteTerms;
import dev.openmarkets.sec.filings.notes.StructuredNoteRow;
import dev.openmarkets.sec.filings.sgml.PgArrays;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.List;
import java.util.function.Function;

/** The idempotent upserts of the SEC filings family, keyed on the accession number. */
public final class FilingsWriters {
  private FilingsWriters() {
  }

  public static final TableWriter<EventFiling> EVENTS = TableWriter.alsoChanging(new UnnestUpsert<>("sec_events",
      List.of("accession_no"), List.of(
          col("accession_no", "text", EventFiling::accessionNo),
          col("form_type", "text", EventFiling::formType),
          col("cik", "text", EventFiling::cik),
          col("company", "text", EventFiling::company),
          col("items", "text[]", e -> PgArrays.of(e.items())),
          col("item_labels", "text[]", e -> PgArrays.of(e.labels())),
          col("accepted_at", "timestamptz", EventFiling::acceptedAt),
          col("date_filed", "date", EventFiling::dateFiled),
          col("filed_at", "timestamptz", EventFiling::filedAt),
          col("period_of_report", "date", EventFiling::periodOfReport),
          col("doc_url", "text", EventFiling::docUrl))),
      List.of(), List.of(FilingsNames.EARNINGS, FilingsNames.EARNINGS_TICKER));

  public static final TableWriter<FormDRow> FORM_D = new UnnestUpsert<>("sec_form_d", List.of("accession_no"), List.of(
      col("accession_no", "text", FormDRow::accessionNo),
      col("cik", "text", FormDRow::cik),
      col("issuer_name", "text", FormDRow::issuerName),
      col("entity_type", "text", FormDRow::entityType),
      col("state", "text", FormDRow::state),
      col("industry_group", "text", FormDRow::industryGroup),
      col("fund_type", "text", FormDRow::fundType),
      col("is_fund", "boolean", FormDRow::isFund),
      col("is_amendment", "boolean", FormDRow::isAmendment),
      col("date_of_first_sale", "date", FormDRow::dateOfFirstSale),
      col("security_types", "text", FormDRow::securityTypes),
      col("exemptions", "text", FormDRow::exemptions),
      col("total_offering_amount", "numeric", FormDRow::totalOfferingAmount),
      col("total_amount_sold", "numeric", FormDRow::totalAmountSold),
      col("investors_count", "integer", FormDRow::investorsCount),
      col("minimum_investment", "numeric", FormDRow::minimumInvestment),
      col("revenue_range", "text", FormDRow::revenueRange),
      col("accepted_at", "timestamptz", FormDRow::acceptedAt),
      col("signature_date", "date", FormDRow::signatureDate)));

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
          col("doc_url", "text", StructuredNoteRow::docUrl)));

  private static List<UnnestUpsert.Column<RegistrationRow>> registrationColumns() {
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
      new UnnestUpsert<>("sec_registrations", List.of("accession_no"), registrationColumns());

  private static final TableWriter<RegistrationRow> REGISTRATIONS_LISTED =
      UnnestUpsert.insertNew("sec_registrations", "accession_no", registrationColumns());

  private static final TableWriter<IndexEntry> QUEUE = UnnestUpsert.insertNew("sec_filing_queue", "accession_no", List.of(
      col("accession_no", "text", IndexEntry::accessionNo),
      col("form_type", "text", IndexEntry::formType),
      col("cik", "text", IndexEntry::cik),
      col("company", "text", IndexEntry::companyName),
      col("date_filed", "date", IndexEntry::dateFiled),
      col("path", "text", IndexEntry::fileName)));

  /**
   * An index: registration forms become ipos rows (new accessions only), and the filings whose
   * documents the other datasets read join the filings poller's queue. The counts are the ipos rows.
   */
  public static final TableWriter<IndexEntry> INDEX = new TableWriter<>() {
    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<IndexEntry> rows) {
      List<IndexEntry> queued = rows.stream().filter(e -> FilingForms.DOCUMENTS.contains(e.formType())).toList();
      List<RegistrationRow> registrations = rows.stream()
          .filter(e -> FilingForms.REGISTRATIONS.contains(e.formType()))
          .map(e -> new RegistrationRow(e.accessionNo(), e.formType(), e.cik(), e.companyName(), e.dateFiled(), null,
              null))
          .toList();
      return QUEUE.write(conn, queued).compose(q -> REGISTRATIONS_LISTED.write(conn, registrations));
    }
  };
}
