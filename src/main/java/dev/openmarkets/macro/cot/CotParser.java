package dev.openmarkets.macro.cot;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.macro.csv.CsvTable;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses a CFTC Commitments of Traders file, futures only, of any of the three kinds: the yearly
 * files (FinFutYY.txt / f_year.txt / annual.txt, or the zip they come in), whose kind is told by
 * the header, and the weekly current-report files (FinFutWk.txt / f_disagg.txt / deafut.txt),
 * which have no header: their kind is told by the width of their rows and their columns are named
 * by the documented layout ({@link CotLayout}). Either way every column is then found by its exact
 * name. Numbers are right-aligned with leading spaces, codes carry trailing spaces, names are
 * quoted; a blank or "." cell is null. Futures-and-options combined reports are refused: by their
 * FutOnly_or_Combined column, or for the legacy kind (which has none) by the CFTC's names deacom*.
 */
public final class CotParser implements FileParser<CotRow> {
  private static final DateTimeFormatter US_DATE = DateTimeFormatter.ofPattern("M/d/yyyy");

  @Override
  public List<CotRow> parse(UpstreamFile file) throws RejectedFileException {
    CsvTable t = CsvTable.parse(file.bytes());
    CotKind kind = headerKind(t);
    if (kind == null) {
      kind = headerlessKind(t);
      t = t.withHeader(CotLayout.of(kind));
    }
    if (kind == CotKind.LEGACY && file.name().toLowerCase(java.util.Locale.ROOT).contains("deacom")) {
      throw new RejectedFileException("a futures-and-options combined legacy report (" + file.name()
          + "); only futures-only reports are served");
    }
    int futOnly = t.column("FutOnly_or_Combined");
    int name = t.require(kind.nameColumn());
    int date = t.require(kind.dateColumn());
    int code = t.require(kind.codeColumn());
    int exchange = t.require(kind.exchangeColumn());
    int oi = t.require(kind.openInterestColumn());
    int subgroup = t.column("CFTC_SubGroup_Code");
    int[] pos = new int[CotPosition.values().length];
    for (CotPosition p : CotPosition.values()) {
      String h = p.header(kind);
      pos[p.ordinal()] = h == null ? -1 : t.require(h);
    }
    if (t.rows().isEmpty()) {
      throw new RejectedFileException("no data rows (truncated file?)");
    }
    List<CotRow> rows = new ArrayList<>(t.rows().size());
    for (int i = 0; i < t.rows().size(); i++) {
      String[] r = t.rows().get(i);
      int line = t.lineOf(i);
      if (r.length != t.header().size()) {
        throw RejectedFileException.atLine(line, "expected " + t.header().size() + " fields, found " + r.length
            + (i == t.rows().size() - 1 ? " (truncated file?)" : ""));
      }
      if (futOnly >= 0 && !"FutOnly".equals(r[futOnly].trim())) {
        throw RejectedFileException.atLine(line, "a futures-and-options combined report; only futures-only "
            + "reports are served");
      }
      Long[] values = new Long[pos.length];
      for (int p = 0; p < pos.length; p++) {
        values[p] = pos[p] < 0 ? null : number(r[pos[p]], line, t.header().get(pos[p]));
      }
      String cftcCode = r[code].trim();
      String marketName = r[name].trim();
      if (cftcCode.isEmpty() || marketName.isEmpty()) {
        throw RejectedFileException.atLine(line, "empty market name or contract market code");
      }
      rows.add(new CotRow(kind, cftcCode, marketName, r[exchange].trim(),
          subgroup < 0 ? null : emptyToNull(r[subgroup].trim()),
          date(r[date], line), number(r[oi], line, kind.openInterestColumn()), values));
    }
    return rows;
  }

  /** The kind a header row names by a column only it has, or null when the first row is not a header. */
  static CotKind headerKind(CsvTable t) {
    for (CotKind k : CotKind.values()) {
      if (t.has(k.marker)) {
        return k;
      }
    }
    return null;
  }

  /**
   * The kind of a file whose first row is data: its width is one layout's and its second cell is
   * the report date as YYMMDD, as in every row of the three layouts.
   */
  static CotKind headerlessKind(CsvTable t) throws RejectedFileException {
    List<String> first = t.header();
    CotKind kind = CotLayout.byWidth(first.size());
    if (kind == null || !first.get(1).trim().matches("\\d{6}")) {
      throw RejectedFileException.atLine(1, "not a CFTC Commitments of Traders file: no TFF, disaggregated or legacy "
          + "header, and its first row (" + first.size() + " fields) is not a row of a header-less weekly file ("
          + CotLayout.widths() + " fields)");
    }
    return kind;
  }

  private static Long number(String cell, int line, String column) throws RejectedFileException {
    String s = cell.trim();
    if (s.isEmpty() || s.equals(".")) {
      return null;
    }
    try {
      return Long.parseLong(s);
    } catch (NumberFormatException e) {
      throw RejectedFileException.atLine(line, "\"" + column + "\" is not a whole number: " + s);
    }
  }

  private static LocalDate date(String cell, int line) throws RejectedFileException {
    String s = cell.trim();
    try {
      if (s.length() >= 10 && s.charAt(4) == '-') {
        return LocalDate.parse(s.substring(0, 10));
      }
      int space = s.indexOf(' ');
      return LocalDate.parse(space > 0 ? s.substring(0, space) : s, US_DATE);
    } catch (DateTimeParseException | StringIndexOutOfBoundsException e) {
      throw RejectedFileException.atLine(line, "report date is not a date: " + s);
    }
  }

  private static String emptyToNull(String s) {
    return s.isEmpty() ? null : s;
  }
}
