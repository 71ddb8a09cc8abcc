package dev.openmarkets.sec.facts;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.DailyIndexParser;
import dev.openmarkets.sec.edgar.IndexEntry;
import dev.openmarkets.sec.edgar.IndexFileNames;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The family's file kinds, shared by `import`, --demo and the pollers: company facts (one
 * CIK##########.json, or the bulk companyfacts.zip of every company) for financials; daily form
 * indexes and XBRL frames files for the watch list of companies to refresh.
 */
public final class FactsKinds {
  public static final String SOURCE_FACTS = "sec-companyfacts";
  public static final String SOURCE_WATCH = "sec-facts-watch";
  /** Forms whose filing makes a company's facts worth fetching again. */
  public static final Set<String> REFRESH_FORMS = Set.of("10-K", "10-K/A", "10-Q", "10-Q/A", "8-K", "20-F", "40-F");

  private static final Pattern FACTS_NAME = Pattern.compile("(?i).*\\.(json|zip)");
  private static final Pattern FRAMES_NAME = Pattern.compile("(?i).*\\.json");

  public static final FileKind<CompanyFinancials> COMPANY_FACTS = FileKind.forDataset(FactsDatasetNames.FINANCIALS)
      .source(SOURCE_FACTS)
      .names(name -> FACTS_NAME.matcher(name).matches())
      .writer(new FactsWriter())
      .parser(name -> FactsKinds::companyFacts)
      .build();

  public static final FileKind<WatchRow> DAILY_INDEX = FileKind.forDataset(FactsDatasetNames.WATCH)
      .source(SOURCE_WATCH)
      .names(IndexFileNames::isIndex)
      .writer(new WatchWriter())
      .parser(name -> FactsKinds::index)
      .fileDate(IndexFileNames::dateOf)
      .build();

  public static final FileKind<WatchRow> FRAMES = FileKind.forDataset(FactsDatasetNames.WATCH)
      .source(SOURCE_WATCH)
      .names(name -> FRAMES_NAME.matcher(name).matches())
      .writer(new WatchWriter())
      .parser(name -> FramesParser::parse)
      .build();

  public static final String SOURCE_INSTANCE = "sec-xbrl-instance";
  private static final Pattern INSTANCE_NAME = Pattern.compile("(?i).*\\.xml");

  /** A 10-Q/10-K's own XBRL instance, for holders whose bitcoin company facts do not carry. */
  public static final FileKind<CryptoHolding> INSTANCE = FileKind.forDataset(FactsDatasetNames.BITCOIN_TREASURIES)
      .source(SOURCE_INSTANCE)
      .names(name -> INSTANCE_NAME.matcher(name).matches())
      .writer(new InstanceWriter())
      .parser(name -> XbrlInstanceParser::parse)
      .build();

  private FactsKinds() {
  }

  public static List<FileKind<?>> all() {
    return List.of(COMPANY_FACTS, DAILY_INDEX, FRAMES, INSTANCE);
  }

  static List<CompanyFinancials> companyFacts(UpstreamFile file) throws RejectedFileException {
    if (!file.name().toLowerCase(java.util.Locale.ROOT).endsWith(".zip")) {
      return List.of(FinancialsVintages.build(CompanyFactsParser.parse(file)));
    }
    List<CompanyFinancials> out = new ArrayList<>();
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(file.bytes()))) {
      ZipEntry e;
      while ((e = zip.getNextEntry()) != null) {
        if (e.isDirectory() || !e.getName().toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
          continue;
        }
        UpstreamFile entry = new UpstreamFile(e.getName(), zip.readAllBytes());
        try {
          out.add(FinancialsVintages.build(CompanyFactsParser.parse(entry)));
        } catch (RejectedFileException bad) {
          throw new RejectedFileException(e.getName() + ": " + bad.getMessage());
        }
      }
    } catch (IOException io) {
      throw new RejectedFileException("unreadable zip: " + io.getMessage());
    }
    if (out.isEmpty()) {
      throw new RejectedFileException("zip without company facts JSON entries");
    }
    return out;
  }


  static List<WatchRow> index(UpstreamFile file) throws RejectedFileException {
    List<WatchRow> out = new ArrayList<>();
    for (IndexEntry e : new DailyIndexParser(REFRESH_FORMS).parse(file)) {
      out.add(new WatchRow(e.cik(), e.formType() + " " + e.accessionNo(), e.dateFiled()));
    }
    return out;
  }
}
