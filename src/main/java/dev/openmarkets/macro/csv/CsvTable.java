package dev.openmarkets.macro.csv;

import dev.openmarkets.ingest.RejectedFileException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * A comma-separated upstream file read whole: the header row and the data rows, with quoted
 * fields ("a, b" and doubled quotes), CRLF or LF, a UTF-8 byte-order mark dropped, blank lines
 * skipped, and columns looked up by their exact header text. A zip archive (the CFTC's yearly
 * files) is read through its first member.
 */
public final class CsvTable {
  private final List<String> header;
  private final Map<String, Integer> index = new HashMap<>();
  private final List<String[]> rows;
  private final List<Integer> lineNumbers;
  private final int firstLine;

  private CsvTable(List<String> header, List<String[]> rows, List<Integer> lineNumbers, int firstLine) {
    this.header = header;
    this.rows = rows;
    this.lineNumbers = lineNumbers;
    this.firstLine = firstLine;
    for (int i = 0; i < header.size(); i++) {
      index.putIfAbsent(header.get(i), i);
    }
  }

  public static CsvTable parse(byte[] bytes) throws RejectedFileException {
    String text = new String(unzipped(bytes), StandardCharsets.UTF_8);
    if (text.startsWith("\uFEFF")) {
      text = text.substring(1);
    }
    Cursor in = new Cursor(text);
    List<String[]> all = new ArrayList<>();
    List<Integer> lines = new ArrayList<>();
    while (in.pos < text.length()) {
      int startLine = ++in.lineNo;
      String[] fields = record(in, startLine);
      if (fields != null) {
        all.add(fields);
        lines.add(startLine);
      }
    }
    if (all.isEmpty()) {
      throw new RejectedFileException("empty file");
    }
    return new CsvTable(List.of(all.get(0)), all.subList(1, all.size()), lines.subList(1, lines.size()), lines.get(0));
  }

  /** The fields of the record at the cursor, up to its first unquoted line end; null for a blank line. */
  private static String[] record(Cursor in, int startLine) throws RejectedFileException {
    String text = in.text;
    List<String> fields = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    boolean quoted = false;
    boolean any = false;
    while (in.pos < text.length()) {
      char c = text.charAt(in.pos++);
      if (quoted) {
        if (c == '"') {
          if (in.pos < text.length() && text.charAt(in.pos) == '"') {
            cell.append('"');
            in.pos++;
          } else {
            quoted = false;
          }
        } else {
          if (c == '\n') {
            in.lineNo++;
          }
          cell.append(c);
        }
      } else if (c == '"') {
        quoted = true;
        any = true;
      } else if (c == ',') {
        fields.add(cell.toString());
        cell.setLength(0);
        any = true;
      } else if (c == '\n') {
        break;
      } else if (c != '\r') {
        cell.append(c);
        any = true;
      }
    }
    if (quoted) {
      throw RejectedFileException.atLine(startLine, "unterminated quoted field (truncated file?)");
    }
    if (!any && cell.isEmpty()) {
      return null;
    }
    fields.add(cell.toString());
    return fields.toArray(new String[0]);
  }

  /**
   * The same rows read as a file without a header: every row is data, and the columns are named
   * by the given layout (the first row goes back to being data, on its own line).
   */
  public CsvTable withHeader(List<String> names) {
    List<String[]> all = new ArrayList<>(rows.size() + 1);
    all.add(header.toArray(new String[0]));
    all.addAll(rows);
    List<Integer> lines = new ArrayList<>(lineNumbers.size() + 1);
    lines.add(firstLine);
    lines.addAll(lineNumbers);
    return new CsvTable(names, all, lines, firstLine);
  }

  private static byte[] unzipped(byte[] bytes) throws RejectedFileException {
    if (bytes.length < 4 || bytes[0] != 'P' || bytes[1] != 'K' || bytes[2] != 3 || bytes[3] != 4) {
      return bytes;
    }
    try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(bytes))) {
      ZipEntry e;
      while ((e = zip.getNextEntry()) != null) {
        if (!e.isDirectory()) {
          return zip.readAllBytes();
        }
      }
      throw new RejectedFileException("zip archive without a file");
    } catch (IOException e) {
      throw new RejectedFileException("unreadable zip archive (truncated download?)");
    }
  }

  public List<String> header() {
    return header;
  }

  public boolean has(String column) {
    return index.containsKey(column);
  }

  /** The position of a column named exactly so, or -1. */
  public int column(String name) {
    return index.getOrDefault(name, -1);
  }

  public int require(String name) throws RejectedFileException {
    Integer i = index.get(name);
    if (i == null) {
      throw RejectedFileException.atLine(1, "no column \"" + name + "\" in the header");
    }
    return i;
  }

  public List<String[]> rows() {
    return rows;
  }

  /** The file line a data row started on (1 is the header). */
  public int lineOf(int rowIndex) {
    return lineNumbers.get(rowIndex);
  }

  /** The row's cell at a column position, or null past its end. */
  public static String cell(String[] row, int column) {
    return column >= 0 && column < row.length ? row[column] : null;
  }

  /** Where parse is in the text: the next character and the line it is on. */
  private static final class Cursor {
    final String text;
    int pos;
    int lineNo;

    Cursor(String text) {
      this.text = text;
    }
  }
}
