package dev.openmarkets.sec.funds;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.XmlDocuments;
import dev.openmarkets.sec.edgar.XmlNode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a 13F information table (informationTable, default namespace or an ns1:/n1: prefix) into
 * holdings with values converted to dollars. The table itself does not say its unit or period,
 * so the parser is made for one filing: from its cover, or from the period alone.
 */
public final class ThirteenFParser implements FileParser<ThirteenFHolding> {
  private final ThirteenFValueUnits units;

  public ThirteenFParser(ThirteenFValueUnits units) {
    this.units = units;
  }

  /** Decides the unit from the quarter end (see {@link ThirteenFValueUnits#forPeriod}). */
  public static ThirteenFParser forPeriod(LocalDate periodOfReport) {
    return new ThirteenFParser(ThirteenFValueUnits.forPeriod(periodOfReport));
  }

  /** Decides the unit from the cover and, when known, the EDGAR filing date. */
  public static ThirteenFParser forCover(ThirteenFCover cover, LocalDate filedOn) {
    return new ThirteenFParser(cover.valueUnits(filedOn));
  }

  public ThirteenFValueUnits units() {
    return units;
  }

  @Override
  public List<ThirteenFHolding> parse(UpstreamFile file) throws RejectedFileException {
    XmlNode table = XmlDocuments.parse(file, "informationTable");
    List<ThirteenFHolding> holdings = new ArrayList<>();
    for (XmlNode row : table.children("infoTable")) {
      XmlNode amount = row.child("shrsOrPrnAmt");
      XmlNode value = row.child("value");
      holdings.add(new ThirteenFHolding(row.child("nameOfIssuer").requireText(), row.child("titleOfClass").text(),
          row.child("cusip").requireText(), units.toUsd(XmlNode.decimal(value.requireText(), value.path())),
          amount.child("sshPrnamt").decimal(), amount.child("sshPrnamtType").text(), row.child("putCall").text(),
          row.child("investmentDiscretion").text()));
    }
    return holdings;
  }
}
