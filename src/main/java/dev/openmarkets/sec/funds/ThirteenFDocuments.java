package dev.openmarkets.sec.funds;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.EdgarBundle;
import dev.openmarkets.sec.edgar.EdgarKinds;
import dev.openmarkets.sec.edgar.FiledDocument;
import dev.openmarkets.sec.edgar.FilingMeta;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The 13F file kind: a cover page, an information table, or a full .txt submission holding both.
 */
public final class ThirteenFDocuments {
  private static final ZoneId EDGAR_ZONE = ZoneId.of("America/New_York");
  private static final Pattern TABLE_ROOT =
      Pattern.compile("<(\\w+:)?informationTable[\\s>]", Pattern.CASE_INSENSITIVE);
  private static final Pattern COVER_ROOT =
      Pattern.compile("<(\\w+:)?edgarSubmission[\\s>]", Pattern.CASE_INSENSITIVE);
  public static final FileKind<FiledDocument<ThirteenFParts>> KIND = FileKind.forDataset(SecDatasetNames.FUNDS)
      .source(EdgarKinds.SOURCE_DOCUMENTS)
      .writer(ThirteenFWriters.THIRTEEN_F)
      .parser(name -> file -> List.of(parse(file)))
      .build();

  /** 13F-HR and its amendments feed funds and fund-holdings; the demo files are 13f-*. */
  public static final EdgarBundle BUNDLE = new EdgarBundle(Set.of("13F-HR", "13F-HR/A"), KIND,
      List.of(SecDatasetNames.FUNDS, SecDatasetNames.FUND_HOLDINGS), "13f-");

  private ThirteenFDocuments() {
  }

  /**
   * A 13F cover (primary_doc.xml), information table, or full .txt submission holding both. The
   * parts are told apart by their root elements, so the two halves may come as separate files.
   */
  static FiledDocument<ThirteenFParts> parse(UpstreamFile file) throws RejectedFileException {
    FilingMeta meta = FilingMeta.resolve(file, FilingMeta.ofFile(file));
    String text = new String(file.bytes(), StandardCharsets.ISO_8859_1);
    boolean hasTable = TABLE_ROOT.matcher(text).find();
    boolean hasCover = COVER_ROOT.matcher(text).find();
    if (!hasTable && !hasCover) {
      throw new RejectedFileException("neither a 13F cover page (edgarSubmission) nor an information table");
    }
    ThirteenFCover cover = null;
    BigDecimal factor = null;
    if (hasCover) {
      cover = new ThirteenFCoverParser().parse(file, meta);
      LocalDate filedOn = meta.filedAt() == null ? null : meta.filedAt().atZone(EDGAR_ZONE).toLocalDate();
      factor = cover.valueUnits(filedOn).toUsd(BigDecimal.ONE);
    }
    // values as reported: the cover's unit applies when both halves are in the database
    List<ThirteenFHolding> holdings = hasTable ? new ThirteenFParser(ThirteenFValueUnits.DOLLARS).parse(file) : null;
    return new FiledDocument<>(meta.accessionNo(), meta.filedAt(), cover == null ? null : cover.signatureDate(),
        new ThirteenFParts(cover, factor, holdings));
  }
}
