package dev.openmarkets.sec.filings.events;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import dev.openmarkets.sec.filings.shared.PgArrays;
import java.util.List;

/** The idempotent upsert of 8-K filings, keyed on the accession number; earnings are read from them. */
public final class EventWriters {
  private EventWriters() {
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
}
