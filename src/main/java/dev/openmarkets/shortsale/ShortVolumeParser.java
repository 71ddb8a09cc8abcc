package dev.openmarkets.shortsale;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.PipeLines;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.util.Symbols;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Parses a FINRA daily short sale volume file (CNMSshvolYYYYMMDD.txt and its per-facility
 * siblings): a header, pipe-delimited rows, and a last line holding the bare row count.
 */
public final class ShortVolumeParser implements FileParser<ShortVolumeRow> {
  static final String HEADER = "Date|Symbol|ShortVolume|ShortExemptVolume|TotalVolume|Market";
  private static final int FIELDS = 6;
  private static final Pattern TRAILER = Pattern.compile("\\d{1,18}");

  @Override
  public List<ShortVolumeRow> parse(UpstreamFile file) throws RejectedFileException {
    List<String> lines = PipeLines.withoutTrailingBlanks(
        PipeLines.lines(PipeLines.decode(file.bytes())));
    if (lines.isEmpty()) {
      throw new RejectedFileException("empty file");
    }
    if (!lines.get(0).equals(HEADER)) {
      throw RejectedFileException.atLine(1, "header is not '" + HEADER + "'");
    }
    // The trailer is the only proof the download was complete: without it, reject.
    String last = lines.get(lines.size() - 1);
    if (lines.size() < 2 || !TRAILER.matcher(last).matches()) {
      throw new RejectedFileException("no record-count trailer on the last line (truncated file?)");
    }
    List<ShortVolumeRow> rows = new ArrayList<>(lines.size() - 2);
    for (int i = 1; i < lines.size() - 1; i++) {
      rows.add(row(lines.get(i), i + 1));
    }
    long expected = Long.parseLong(last);
    if (expected != rows.size()) {
      throw RejectedFileException.atLine(lines.size(),
          "trailer says " + expected + " rows but the file has " + rows.size());
    }
    return rows;
  }

  private static ShortVolumeRow row(String line, int lineNo) throws RejectedFileException {
    String[] f = PipeLines.fields(line);
    if (f.length != FIELDS) {
      throw RejectedFileException.atLine(lineNo,
          "expected " + FIELDS + " fields, found " + f.length);
    }
    LocalDate date = Cells.basicDate(f[0], lineNo, "Date");
    String symbol = Symbols.normalize(f[1]);
    if (symbol == null) {
      throw RejectedFileException.atLine(lineNo, "empty Symbol");
    }
    // ShortVolume > TotalVolume does occur in FINRA data, so the values are not cross-checked.
    return new ShortVolumeRow(date, symbol,
        Cells.unsigned(f[2], lineNo, "ShortVolume"),
        Cells.unsigned(f[3], lineNo, "ShortExemptVolume"),
        Cells.unsigned(f[4], lineNo, "TotalVolume"),
        f[5].isEmpty() ? null : f[5]);
  }
}
