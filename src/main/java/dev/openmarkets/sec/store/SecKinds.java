package dev.openmarkets.sec.store;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.CompanySubmissions;
import dev.openmarkets.sec.edgar.CompanyTicker;
import dev.openmarkets.sec.edgar.CompanyTickers;
import dev.openmarkets.sec.edgar.DailyIndexParser;
import dev.openmarkets.sec.edgar.FiledDocument;
import dev.openmarkets.sec.edgar.FilingRef;
import dev.openmarkets.sec.edgar.FilingRow;
import dev.openmarkets.sec.edgar.FilingsWriters;
import dev.openmarkets.sec.edgar.IndexEntry;
import dev.openmarkets.sec.edgar.IndexFileNames;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.edgar.SecForms;
import dev.openmarkets.sec.edgar.SubmissionsParser;
import dev.openmarkets.sec.edgar.TickerRow;
import dev.openmarkets.sec.funds.ThirteenFParts;
import dev.openmarkets.sec.funds.ThirteenFWriters;
import dev.openmarkets.sec.insiders.Form4Filing;
import dev.openmarkets.sec.insiders.InsiderWriters;
import dev.openmarkets.sec.largeholders.LargeHolderRow;
import dev.openmarkets.sec.largeholders.LargeHoldersWriters;
import dev.openmarkets.sec.plannedsales.PlannedSaleRow;
import dev.openmarkets.sec.plannedsales.PlannedSalesWriters;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The SEC file kinds, shared by `import`, --demo and the EDGAR pollers. Filing documents (bare
 * XML or a full .txt submission) are named after their accession number; the ticker map and the
 * filing lists (indexes, submissions JSON) are recognised by their EDGAR file names.
 */
public final class SecKinds {
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
      .parser(name -> SecKinds::tickers)
      .build();

  public static final FileKind<FilingRow> SUBMISSIONS = FileKind.forDataset(SecDatasetNames.FILINGS)
      .source(SOURCE_SUBMISSIONS)
      .names(name -> SUBMISSIONS_NAME.matcher(name).matches())
      .writer(FilingsWriters.FILINGS)
      .parser(name -> SecKinds::submissions)
      .build();

  public static final FileKind<FilingRow> INDEX = FileKind.forDataset(SecDatasetNames.FILINGS)
      .source(SOURCE_INDEX)
      .names(IndexFileNames::isIndex)
      .writer(FilingsWriters.FILINGS)
      .parser(name -> index(null, null))
      .fileDate(IndexFileNames::dateOf)
      .build();

  public static final FileKind<FiledDocument<Form4Filing>> FORM4 = FileKind.forDataset(SecDatasetNames.INSIDERS)
      .source(SOURCE_DOCUMENTS)
      .writer(InsiderWriters.FORM4)
      .parser(name -> file -> List.of(SecDocuments.form4(file)))
      .build();

  public static final FileKind<FiledDocument<List<PlannedSaleRow>>> FORM144 = FileKind.forDataset(SecDatasetNames.PLANNED_SALES)
      .source(SOURCE_DOCUMENTS)
      .writer(PlannedSalesWriters.PLANNED_SALES)
      .parser(name -> file -> List.of(SecDocuments.form144(file)))
      .build();

  public static final FileKind<FiledDocument<List<LargeHolderRow>>> SCHEDULE13 = FileKind.forDataset(SecDatasetNames.LARGE_HOLDERS)
      .source(SOURCE_DOCUMENTS)
      .writer(LargeHoldersWriters.LARGE_HOLDERS)
      .parser(name -> file -> List.of(SecDocuments.schedule13(file)))
      .build();

  public static final FileKind<FiledDocument<ThirteenFParts>> THIRTEEN_F = FileKind.forDataset(SecDatasetNames.FUNDS)
      .source(SOURCE_DOCUMENTS)
      .writer(ThirteenFWriters.THIRTEEN_F)
      .parser(name -> file -> List.of(SecDocuments.thirteenF(file)))
      .build();

  private SecKinds() {
  }

  /** Every kind, the specific names before the catch-all documents (the first match wins). */
  public static List<FileKind<?>> all() {
    return List.of(TICKERS, SUBMISSIONS, INDEX, FORM4, FORM144, SCHEDULE13, THIRTEEN_F);
  }

  /** The document kind for a form type from an index, or null for forms this family does not read. */
  public static FileKind<?> documentKind(String formType) {
    String dataset = SecForms.datasetOf(formType);
    if (dataset == null) {
      return null;
    }
    return switch (dataset) {
      case SecDatasetNames.INSIDERS -> FORM4;
      case SecDatasetNames.PLANNED_SALES -> FORM144;
      case SecDatasetNames.LARGE_HOLDERS -> SCHEDULE13;
      default -> THIRTEEN_F;
    };
  }

  /**
   * A quarterly full index (full-index/YYYY/QTRn/form.idx) restricted to filings dated from..to,
   * for backfills: the quarter lists every filing, most of which the range does not want.
   */
  public static FileKind<FilingRow> indexBetween(LocalDate from, LocalDate to) {
    return FileKind.forDataset(SecDatasetNames.FILINGS)
        .source(SOURCE_INDEX)
        .writer(FilingsWriters.FILINGS)
        .parser(name -> index(from, to))
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

  private static List<FilingRow> submissions(UpstreamFile file) throws RejectedFileException {
    CompanySubmissions s = new SubmissionsParser().parseCompany(file);
    List<FilingRow> rows = new ArrayList<>();
    for (FilingRef f : s.filings()) {
      if (SecForms.WANTED.contains(f.form())) {
        rows.add(new FilingRow(f.accessionNumber(), f.form(), s.cik(), s.name(), f.filingDate(),
            f.acceptanceDateTime(), null));
      }
    }
    return rows;
  }

  private static FileParser<FilingRow> index(LocalDate from, LocalDate to) {
    DailyIndexParser parser = new DailyIndexParser(SecForms.WANTED);
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
