package dev.openmarkets.shortsale;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.PipeLines;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.util.Symbols;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Parses an SEC fails-to-deliver half-month file (cnsfailsYYYYMM{a|b}), given either the .txt or
 * the upstream .zip holding it: a header, pipe-delimited rows and two trailer lines.
 */
public final class FailsToDeliverParser implements FileParser<FailsToDeliverRow> {
  static final String HEADER = "SETTLEMENT DATE|CUSIP|SYMBOL|QUANTITY (FAILS)|DESCRIPTION|PRICE";
  private static final int FIELDS = 6;
  private static final Pattern RECORD_COUNT = Pattern.compile("Trailer record count (\\d{1,18})");
  private static final Pattern TOTAL_QUANTITY =
      Pattern.compile("Trailer total quantity of shares (\\d{1,40})");
  private static final Pattern PRICE = Pattern.compile("\\d+(\\.\\d+)?|\\.\\d+");
  // A real half-month file is a few MB; the cap stops a zip bomb from exhausting the heap.
  private static final int MAX_TEXT_BYTES = 256 * 1024 * 1024;

  @Override
  public List<FailsToDeliverRow> parse(UpstreamFile file) throws RejectedFileException {
    return parseFile(file).rows();
  }

  /** The rows together with the trailer's record count and total quantity. */
  public FailsToDeliverFile parseFile(UpstreamFile file) throws RejectedFileException {
    byte[] bytes = isZip(file.bytes()) ? unzip(file.bytes()) : file.bytes();
    // The SEC files are ASCII; Latin-1 maps any stray byte instead of failing on it.
    List<String> lines = PipeLines.withoutTrailingBlanks(
        PipeLines.lines(new String(bytes, StandardCharsets.ISO_8859_1)));
    if (lines.isEmpty()) {
      throw new RejectedFileException("empty file");
    }
    if (!lines.get(0).equals(HEADER)) {
      throw RejectedFileException.atLine(1, "header is not '" + HEADER + "'");
    }
    int n = lines.size();
    Matcher count = n >= 3 ? RECORD_COUNT.matcher(lines.get(n - 2).strip()) : null;
    Matcher total = n >= 3 ? TOTAL_QUANTITY.matcher(lines.get(n - 1).strip()) : null;
    if (count == null || !count.matches() || !total.matches()) {
      throw new RejectedFileException(
          "the two trailer lines (record count, total quantity) are missing (truncated file?)");
    }
    List<FailsToDeliverRow> rows = new ArrayList<>(n - 3);
    for (int i = 1; i < n - 2; i++) {
      rows.add(row(lines.get(i), i + 1));
    }
    return new FailsToDeliverFile(rows, Long.parseLong(count.group(1)),
        new BigDecimal(total.group(1)));
  }

  private static FailsToDeliverRow row(String line, int lineNo) throws RejectedFileException {
    String[] f = PipeLines.fields(line);
    if (f.length != FIELDS) {
      throw RejectedFileException.atLine(lineNo,
          "expected " + FIELDS + " fields, found " + f.length);
    }
    String cusip = f[1].strip();
    if (cusip.isEmpty()) {
      throw RejectedFileException.atLine(lineNo, "empty CUSIP");
    }
    return new FailsToDeliverRow(
        Cells.basicDate(f[0], lineNo, "SETTLEMENT DATE"),
        cusip,
        Symbols.normalize(f[2]),
        Cells.unsigned(f[3], lineNo, "QUANTITY (FAILS)"),
        Cells.trimmedOrNull(f[4]),
        price(f[5], lineNo));
  }

  /** "." is the SEC's unknown price; an empty cell is read the same way. */
  private static BigDecimal price(String text, int lineNo) throws RejectedFileException {
    if (text.equals(".") || text.isEmpty()) {
      return null;
    }
    if (!PRICE.matcher(text).matches()) {
      throw RejectedFileException.atLine(lineNo, "PRICE is not a number: '" + text + "'");
    }
    return new BigDecimal(text);
  }

  /** PK\3\4 opens a zip with entries; PK\5\6 is a zip with none, reported as such. */
  private static boolean isZip(byte[] b) {
    return b.length >= 4 && b[0] == 'P' && b[1] == 'K'
        && ((b[2] == 3 && b[3] == 4) || (b[2] == 5 && b[3] == 6));
  }

  private static byte[] unzip(byte[] zipBytes) throws RejectedFileException {
    byte[] text = null;
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(zipBytes))) {
      for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
        if (e.isDirectory() || !e.getName().toLowerCase(Locale.ROOT).endsWith(".txt")) {
          continue;
        }
        if (text != null) {
          throw new RejectedFileException("zip holds more than one .txt file");
        }
        // Reading to the entry's end makes ZipInputStream verify its CRC.
        text = zip.readNBytes(MAX_TEXT_BYTES + 1);
        if (text.length > MAX_TEXT_BYTES) {
          throw new RejectedFileException("zip entry " + e.getName() + " is larger than expected");
        }
      }
    } catch (IOException | IllegalArgumentException e) {
      throw new RejectedFileException("corrupt zip: " + e.getMessage());
    }
    if (text == null) {
      throw new RejectedFileException("zip holds no .txt file");
    }
    return text;
  }
}
