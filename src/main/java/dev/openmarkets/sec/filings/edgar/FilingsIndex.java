package dev.openmarkets.sec.filings.edgar;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.sec.edgar.DailyIndexParser;
import dev.openmarkets.sec.edgar.IndexEntry;
import dev.openmarkets.sec.edgar.IndexFileNames;
import dev.openmarkets.sec.filings.events.EventDocuments;
import dev.openmarkets.sec.filings.formd.FormDDocuments;
import dev.openmarkets.sec.filings.ipos.RegistrationDocuments;
import dev.openmarkets.sec.filings.ipos.RegistrationRow;
import dev.openmarkets.sec.filings.ipos.RegistrationWriters;
import dev.openmarkets.sec.filings.notes.NoteDocuments;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The daily indexes (form, master, company) as this family reads them, for `import`, --demo and the
 * index poller: registration forms become ipos rows, and the filings whose documents the other
 * bundles read join sec_filing_queue for the documents poller. The forms are each bundle's own.
 */
public final class FilingsIndex {
  /** Forms whose document the documents poller fetches. */
  static final Set<String> QUEUED = union(EventDocuments.FORMS, FormDDocuments.FORMS, NoteDocuments.FORMS);
  /** Forms the index keeps. */
  static final Set<String> ALL = union(QUEUED, RegistrationDocuments.FORMS);

  private static final TableWriter<IndexEntry> QUEUE = UnnestUpsert.insertNew("sec_filing_queue", "accession_no", List.of(
      col("accession_no", "text", IndexEntry::accessionNo),
      col("form_type", "text", IndexEntry::formType),
      col("cik", "text", IndexEntry::cik),
      col("company", "text", IndexEntry::companyName),
      col("date_filed", "date", IndexEntry::dateFiled),
      col("path", "text", IndexEntry::fileName)));

  /** New registrations (ipos rows) and queued filings; the counts are the ipos rows. */
  private static final TableWriter<IndexEntry> WRITER = new TableWriter<>() {
    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<IndexEntry> rows) {
      List<IndexEntry> queued = rows.stream().filter(e -> QUEUED.contains(e.formType())).toList();
      List<RegistrationRow> registrations = rows.stream()
          .filter(e -> RegistrationDocuments.FORMS.contains(e.formType()))
          .map(e -> new RegistrationRow(e.accessionNo(), e.formType(), e.cik(), e.companyName(), e.dateFiled(), null,
              null))
          .toList();
      return QUEUE.write(conn, queued).compose(q -> RegistrationWriters.LISTED.write(conn, registrations));
    }
  };

  public static final FileKind<IndexEntry> KIND = FileKind.forDataset(FilingsNames.IPOS)
      .source(FilingsNames.SOURCE_INDEX)
      .names(IndexFileNames::isIndex)
      .writer(WRITER)
      .parser(name -> new DailyIndexParser(ALL))
      .fileDate(IndexFileNames::dateOf)
      .build();

  private FilingsIndex() {
  }

  @SafeVarargs
  private static Set<String> union(Set<String>... sets) {
    Set<String> all = new HashSet<>();
    for (Set<String> s : sets) {
      all.addAll(s);
    }
    return Set.copyOf(all);
  }
}
