package dev.openmarkets.sec.filings.formd;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import java.util.List;

/** The idempotent upsert of Form D notices, keyed on the accession number. */
public final class FormDWriters {
  private FormDWriters() {
  }

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
}
