package dev.openmarkets.shortsale;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.PipeLines;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.util.Symbols;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses a FINRA equity short interest file (shrtYYYYMMDD.csv): pipe-delimited despite the name,
 * a 14-column header, no trailer.
 */
public final class ShortInterestParser implements FileParser<ShortInterestRow> {
  static final String HEADER = "accountingYearMonthNumber|symbolCode|issueName"
      + "|issuerServicesGroupExchangeCode|marketClassCode|currentShortPositionQuantity"
      + "|previousShortPositionQuantity|stockSplitFlag|averageDailyVolumeQuantity"
      + "|daysToCoverQuantity|revisionFlag|changePercent|changePreviousNumber|settlementDate";
  private static final int FIELDS = 14;
  private static final BigDecimal HUNDRED = new BigDecimal("100.00");
  private static final BigDecimal ZERO = new BigDecimal("0.00");

  @Override
  public List<ShortInterestRow> parse(UpstreamFile file) throws RejectedFileException {
    String text = PipeLines.decode(file.bytes());
    List<String> all = PipeLines.lines(text);
    List<String> lines = PipeLines.withoutTrailingBlanks(all);
    if (lines.isEmpty()) {
      throw new RejectedFileException("empty file");
    }
    if (!lines.get(0).equals(HEADER)) {
      throw RejectedFileException.atLine(1, "header is not the 14-column short interest header");
    }
    // With no trailer to say otherwise, a file (real ones have thousands of rows) that stops after
    // its header is a cut download.
    if (lines.size() == 1) {
      throw new RejectedFileException("no data rows (truncated file?)");
    }
    boolean lastUnterminated = lines.size() == all.size() && !PipeLines.endsWithNewline(text);
    List<ShortInterestRow> rows = new ArrayList<>(lines.size() - 1);
    for (int i = 1; i < lines.size(); i++) {
      String[] f = PipeLines.fields(lines.get(i));
      int lineNo = i + 1;
      if (f.length != FIELDS) {
        boolean cut = lastUnterminated && i == lines.size() - 1;
        throw RejectedFileException.atLine(lineNo, cut
            ? "last line is cut short (truncated file)"
            : "expected " + FIELDS + " fields, found " + f.length);
      }
      rows.add(row(f, lineNo));
    }
    return rows;
  }

  private static ShortInterestRow row(String[] f, int lineNo) throws RejectedFileException {
    String symbol = Symbols.normalize(f[1]);
    if (symbol == null) {
      throw RejectedFileException.atLine(lineNo, "empty symbolCode");
    }
    BigDecimal current = Cells.optionalUnsigned(f[5], lineNo, "currentShortPositionQuantity");
    BigDecimal previous = Cells.optionalUnsigned(f[6], lineNo, "previousShortPositionQuantity");
    BigDecimal avgDailyVol = Cells.optionalUnsigned(f[8], lineNo, "averageDailyVolumeQuantity");
    BigDecimal daysToCover = Cells.optionalUnsigned(f[9], lineNo, "daysToCoverQuantity");
    BigDecimal changePct = Cells.optionalSigned(f[11], lineNo, "changePercent");
    Cells.optionalSigned(f[12], lineNo, "changePreviousNumber");
    return new ShortInterestRow(
        Cells.isoDate(f[13], lineNo, "settlementDate"),
        symbol,
        Cells.trimmedOrNull(f[2]),
        Cells.trimmedOrNull(f[4]),
        current, previous, avgDailyVol, daysToCover,
        changePct != null ? changePct : changePct(current, previous),
        Cells.trimmedOrNull(f[10]));
  }

  /** FINRA's rule, as its files bear out: 100.00 when previous is 0 and current is not. */
  static BigDecimal changePct(BigDecimal current, BigDecimal previous) {
    if (current == null || previous == null) {
      return null;
    }
    if (previous.signum() == 0) {
      return current.signum() > 0 ? HUNDRED : ZERO;
    }
    return current.subtract(previous).multiply(BigDecimal.valueOf(100))
        .divide(previous, 2, RoundingMode.HALF_UP);
  }
}
