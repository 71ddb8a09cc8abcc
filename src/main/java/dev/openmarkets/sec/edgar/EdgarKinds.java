package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The file kinds of EDGAR's own lists, shared by `import`, --demo and the EDGAR pollers: the ticker
 * map and the filing lists (daily and quarterly indexes, submissions JSON), recognised by their
 * EDGAR file names. Each dataset bundle declares the kind of its own documents.
 */
public final class EdgarKinds {
  public static final String SOURCE_TICKERS = "sec-tickers";
  public static final String SOURCE_INDEX = "sec-index";
  public static final String SOURCE_SUBMISSIONS = "sec-submissions";
  public static final String SOURCE_DOCUMENTS = "sec-edgar";

  private static final Pattern TICKERS_NAME = Pattern.compile("(?i).*company_tickers.*\\.json");
  private static final Pattern SUBMISSIONS_NAME = Pattern.compile("(?i).*CIK\\d{10}.*\\.json");

  public static final FileKind<TickerRow> TICKERS = FileKind.forDataset(SecDatasetNames.TICKERS)
      .source(SOURCE_TICKERS)
      .names(name -> TICKERS_NAME.matcher(name).matches())
      .writer(FilingsWriters.TICKERS)
      .parser(name -> EdgarKinds::tickers)
      .build();

  private EdgarKinds() {
  }

  /** A company's submissions JSON, its filings of the wanted forms (see {@link SecForms}). */
  static FileKind<SubmissionsRow> submissions(Set<String> wanted) {
    return FileKind.forDataset(SecDatasetNames.FILINGS)
        .source(SOURCE_SUBMISSIONS)
        .names(name -> SUBMISSIONS_NAME.matcher(name).matches())
        .writer(FilingsWriters.SUBMISSIONS)
        .parser(name -> file -> submissions(file, wanted))
        .build();
  }

  /** A daily or quarterly form index, its filings of the wanted forms (see {@link SecForms}). */
  static FileKind<FilingRow> index(Set<String> wanted) {
    return FileKind.forDataset(SecDatasetNames.FILINGS)
        .source(SOURCE_INDEX)
        .names(IndexFileNames::isIndex)
        .writer(FilingsWriters.FILINGS)
        .parser(name -> index(wanted, null, null))
        .fileDate(IndexFileNames::dateOf)
        .build();
  }

  /**
   * A quarterly full index (full-index/YYYY/QTRn/form.idx) restricted to filings dated from..to,
   * for backfills: the quarter lists every filing, most of which the range does not want.
   */
  static FileKind<FilingRow> indexBetween(Set<String> wanted, LocalDate from, LocalDate to) {
    return FileKind.forDataset(SecDatasetNames.FILINGS)
        .source(SOURCE_INDEX)
        .writer(FilingsWriters.FILINGS)
        .parser(name -> index(wanted, from, to))
        .build();
  }

  private static List<TickerRow> tickers(UpstreamFile file) throws RejectedFileException {
    List<TickerRow> rows = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    // a ticker listed twice keeps its first entry, as CompanyTickers#cikFor does
    for (CompanyTicker t : CompanyTickers.parse(file).rows()) {
      if (seen.add(t.ticker())) {
        rows.add(new TickerRow(t.ticker(), t.cik(), t.title(), rows.size()));
      }
    }
    return rows;
  }

  /** The filings of the wanted forms, then (a company's file, not a paged one) its names, after them. */
  private static List<SubmissionsRow> submissions(UpstreamFile file, Set<String> wanted) throws RejectedFileException {
    CompanySubmissions s = new SubmissionsParser().parseCompany(file);
    List<SubmissionsRow> rows = new ArrayList<>();
    for (FilingRef f : s.filings()) {
      if (wanted.contains(f.form())) {
        rows.add(new FilingRow(f.accessionNumber(), f.form(), s.cik(), s.name(), f.filingDate(),
            f.acceptanceDateTime(), null));
      }
    }
    if (s.cik() != null && s.name() != null) {
      rows.addAll(CompanyNames.of(s));
    }
    return rows;
  }

  private static FileParser<FilingRow> index(Set<String> wanted, LocalDate from, LocalDate to) {
    DailyIndexParser parser = new DailyIndexParser(wanted);
    return file -> {
      List<FilingRow> rows = new ArrayList<>();
      for (IndexEntry e : parser.parse(file)) {
        if ((from == null || !e.dateFiled().isBefore(from)) && (to == null || !e.dateFiled().isAfter(to))) {
          rows.add(new FilingRow(e.accessionNo(), e.formType(), e.cik(), e.companyName(), e.dateFiled(), null,
              e.fileName()));
        }
      }
      return rows;
    };
  }
}
