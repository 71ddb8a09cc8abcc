package dev.openmarkets.sec.store;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.Accessions;
import dev.openmarkets.sec.edgar.FiledDocument;
import dev.openmarkets.sec.edgar.FilingMeta;
import dev.openmarkets.sec.edgar.SecDates;
import dev.openmarkets.sec.edgar.SubmissionHeader;
import dev.openmarkets.sec.edgar.XmlDocuments;
import dev.openmarkets.sec.edgar.XmlNode;
import dev.openmarkets.sec.funds.ThirteenFCover;
import dev.openmarkets.sec.funds.ThirteenFCoverParser;
import dev.openmarkets.sec.funds.ThirteenFHolding;
import dev.openmarkets.sec.funds.ThirteenFParser;
import dev.openmarkets.sec.funds.ThirteenFParts;
import dev.openmarkets.sec.funds.ThirteenFValueUnits;
import dev.openmarkets.sec.insiders.Form4Filing;
import dev.openmarkets.sec.insiders.Form4Parser;
import dev.openmarkets.sec.largeholders.LargeHolderRow;
import dev.openmarkets.sec.largeholders.Schedule13Parser;
import dev.openmarkets.sec.plannedsales.Form144Parser;
import dev.openmarkets.sec.plannedsales.PlannedSaleRow;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Runs the SEC parsers on one file as the store needs it. The accession comes from the file name
 * (FilingMeta.fromFileName; a full .txt submission also names it in its header) and the
 * acceptance time from the .txt header when present. A bare XML document from disk carries no
 * filing time, so its own date is kept too: Form 4 signature date (else period of report), Form
 * 144 notice date, Schedule 13D/G signature date, 13F signature date.
 */
public final class SecDocuments {
  private static final ZoneId EDGAR_ZONE = ZoneId.of("America/New_York");
  private static final Pattern TABLE_ROOT =
      Pattern.compile("<(\\w+:)?informationTable[\\s>]", Pattern.CASE_INSENSITIVE);
  private static final Pattern COVER_ROOT =
      Pattern.compile("<(\\w+:)?edgarSubmission[\\s>]", Pattern.CASE_INSENSITIVE);

  private SecDocuments() {
  }

  public static FiledDocument<Form4Filing> form4(UpstreamFile file) throws RejectedFileException {
    FilingMeta meta = meta(file);
    Form4Filing filing = new Form4Parser().parse(file, meta);
    LocalDate signed = date(XmlDocuments.parse(file, "ownershipDocument").at("ownerSignature", "signatureDate"));
    return new FiledDocument<>(filing.accessionNo(), meta.filedAt(),
        signed != null ? signed : filing.periodOfReport(), filing);
  }

  public static FiledDocument<List<PlannedSaleRow>> form144(UpstreamFile file) throws RejectedFileException {
    FilingMeta meta = meta(file);
    List<PlannedSaleRow> rows = new Form144Parser().parse(file, meta);
    XmlNode form = XmlDocuments.parse(file, "edgarSubmission").child("formData");
    return new FiledDocument<>(rows.get(0).accessionNo(), meta.filedAt(),
        date(form.at("noticeSignature", "noticeDate")), rows);
  }

  public static FiledDocument<List<LargeHolderRow>> schedule13(UpstreamFile file) throws RejectedFileException {
    FilingMeta meta = meta(file);
    List<LargeHolderRow> rows = new Schedule13Parser().parse(file, meta);
    XmlNode form = XmlDocuments.parse(file, "edgarSubmission").child("formData");
    LocalDate signed = date(form.at("signatureInfo", "signaturePerson", "signatureDetails", "date"));
    if (signed == null) {
      signed = date(form.at("signatureInformation", "signatureDetails", "date"));
    }
    return new FiledDocument<>(rows.get(0).accessionNo(), meta.filedAt(), signed, rows);
  }

  /**
   * A 13F cover (primary_doc.xml), information table, or full .txt submission holding both. The
   * parts are told apart by their root elements, so the two halves may come as separate files.
   */
  public static FiledDocument<ThirteenFParts> thirteenF(UpstreamFile file) throws RejectedFileException {
    FilingMeta meta = FilingMeta.resolve(file, meta(file));
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

  static FilingMeta meta(UpstreamFile file) {
    String accession = Accessions.fromFileName(file.name());
    return new FilingMeta(accession != null ? accession : SubmissionHeader.accessionNo(file.bytes()),
        SubmissionHeader.acceptedAt(file.bytes()));
  }

  private static LocalDate date(XmlNode node) {
    return SecDates.parseOrNull(node.text());
  }
}
