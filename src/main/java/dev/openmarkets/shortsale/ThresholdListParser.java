package dev.openmarkets.shortsale;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.PipeLines;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.util.Symbols;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses a Reg SHO threshold list from Nasdaq, NYSE or Cboe: a header naming the layout,
 * pipe-delimited rows and one or more trailer lines (a 14-digit timestamp, a file creation time
 * or a 7-digit record count; NYSE's real download has none). Market and list date come from the
 * caller or are inferred from the file name, the header and the trailer. Headers are matched
 * loosely (case, spaces, columns by name) but every row must have the header's field count.
 */
public final class ThresholdListParser implements FileParser<ThresholdRow> {
  public static final Set<String> MARKETS = Set.of("nasdaq", "nyse", "cboe");

  private static final Pattern TIMESTAMP = Pattern.compile("(\\d{4})(\\d{2})(\\d{2})\\d{6}");
  private static final Pattern CREATION_TIME = Pattern.compile(
      "file creation time:\\s*(\\d{1,2})/(\\d{1,2})/(\\d{4})(\\s.*)?", Pattern.CASE_INSENSITIVE);
  private static final Pattern RECORD_COUNT = Pattern.compile("\\d{7}");
  private static final Pattern NAME_DATE = Pattern.compile(
      "(?<!\\d)(\\d{4})-(\\d{2})-(\\d{2})(?!\\d)|(?<!\\d)(\\d{4})(\\d{2})(\\d{2})(?!\\d)");

  private final String market;
  private final LocalDate date;

  /** Infers market and list date from each file. */
  public ThresholdListParser() {
    this.market = null;
    this.date = null;
  }

  /** For callers that already know the market ("nasdaq", "nyse", "cboe") and the list date. */
  public ThresholdListParser(String market, LocalDate date) {
    String m = Objects.requireNonNull(market, "market").toLowerCase(Locale.ROOT);
    if (!MARKETS.contains(m)) {
      throw new IllegalArgumentException("unknown threshold list market: " + market);
    }
    this.market = m;
    this.date = Objects.requireNonNull(date, "date");
  }

  /**
   * A header's reading: the market its shape stands for, and where the name and the threshold flag
   * are (flagColumn -1 where there is none). Columns are found by name; Nasdaq's Rule 3210/4320
   * column and NYSE's two Fillers tell those two apart, any other header with a Symbol and a name
   * column is Cboe's (its CDN file's exact header has not been captured: see docs/shortsale.md).
   */
  private record Layout(String market, int nameColumn, int flagColumn) {
    static Layout of(String[] header) {
      List<String> h = new ArrayList<>();
      for (String f : header) {
        h.add(f.strip().toLowerCase(Locale.ROOT));
      }
      while (!h.isEmpty() && h.get(h.size() - 1).isEmpty()) {
        h.remove(h.size() - 1);
      }
      List<String> common =
          List.of("symbol", "security name", "market category", "reg sho threshold flag");
      if (h.size() == 6 && h.subList(0, 4).equals(common) && h.get(5).equals("filler")) {
        return switch (h.get(4)) {
          case "rule 3210", "rule 4320" -> new Layout("nasdaq", 1, 3);
          case "filler" -> new Layout("nyse", 1, 3);
          default -> null;
        };
      }
      if (h.isEmpty() || !h.get(0).equals("symbol")) {
        return null;
      }
      int name = -1;
      for (String n : List.of("security name", "companyname", "company name", "issue name")) {
        name = name >= 0 ? name : h.indexOf(n);
      }
      return name < 0 ? null : new Layout("cboe", name, h.indexOf("reg sho threshold flag"));
    }
  }

  /**
   * True when bytes are a threshold list's header with no rows (and perhaps a trailer): what NYSE
   * answers, with HTTP 200, for a date it has not published yet. Also what a truly empty list
   * looks like, so a poller treats it as provisional while the date is recent.
   */
  public static boolean isPlaceholder(byte[] bytes) {
    List<String> lines = PipeLines.withoutTrailingBlanks(PipeLines.lines(PipeLines.decode(bytes)));
    if (lines.isEmpty() || Layout.of(PipeLines.fields(lines.get(0))) == null) {
      return false;
    }
    return lines.subList(1, lines.size()).stream().allMatch(ThresholdListParser::isTrailer);
  }

  @Override
  public List<ThresholdRow> parse(UpstreamFile file) throws RejectedFileException {
    List<String> lines = PipeLines.withoutTrailingBlanks(
        PipeLines.lines(PipeLines.decode(file.bytes())));
    if (lines.isEmpty()) {
      throw new RejectedFileException("empty file");
    }
    String[] header = PipeLines.fields(lines.get(0));
    Layout layout = Layout.of(header);
    if (layout == null) {
      throw RejectedFileException.atLine(1, "not a Nasdaq, NYSE or Cboe threshold list header");
    }
    String name = baseName(file.name());
    String rowMarket = market != null ? market : marketOf(name, layout);
    // Trailer lines are read from the end; at least one proves the download is complete, except
    // from NYSE, whose real download was captured without one.
    int end = lines.size();
    LocalDate trailerDate = null;
    while (end > 1 && isTrailer(lines.get(end - 1))) {
      if (trailerDate == null) {
        trailerDate = trailerDate(lines.get(end - 1));
      }
      end--;
    }
    if (end == lines.size() && !rowMarket.equals("nyse")) {
      throw new RejectedFileException("no timestamp trailer on the last line (truncated file?)");
    }
    LocalDate listDate = date != null ? date : nameDate(name);
    if (listDate == null) {
      listDate = trailerDate;
    }
    if (listDate == null) {
      throw new RejectedFileException("no list date in the file name or the trailer");
    }
    List<ThresholdRow> rows = new ArrayList<>();
    for (int i = 1; i < end; i++) {
      ThresholdRow row = row(lines.get(i), i + 1, header.length, layout, rowMarket, listDate);
      if (row != null) {
        rows.add(row);
      }
    }
    return rows;
  }

  private static ThresholdRow row(String line, int lineNo, int fieldCount, Layout layout,
      String market, LocalDate date) throws RejectedFileException {
    String[] f = PipeLines.fields(line);
    if (f.length != fieldCount) {
      throw RejectedFileException.atLine(lineNo,
          "expected " + fieldCount + " fields, found " + f.length);
    }
    String symbol = Symbols.normalize(f[0]);
    if (symbol == null) {
      throw RejectedFileException.atLine(lineNo, "empty Symbol");
    }
    // A row flagged N is listed but not a threshold security, so it is left out.
    if (layout.flagColumn >= 0 && f[layout.flagColumn].strip().equalsIgnoreCase("N")) {
      return null;
    }
    String name = f[layout.nameColumn].strip();
    return new ThresholdRow(date, market, symbol, name.isEmpty() ? null : name);
  }

  private static String trailerText(String line) {
    String s = line.strip();
    int n = s.length();
    while (n > 0 && (s.charAt(n - 1) == '|' || Character.isWhitespace(s.charAt(n - 1)))) {
      n--;
    }
    return s.substring(0, n);
  }

  private static boolean isTrailer(String line) {
    String s = trailerText(line);
    return trailerDate(line) != null || RECORD_COUNT.matcher(s).matches();
  }

  /** The date a timestamp or file-creation-time trailer carries, else null. */
  private static LocalDate trailerDate(String line) {
    String s = trailerText(line);
    Matcher ts = TIMESTAMP.matcher(s);
    if (ts.matches()) {
      return date(ts.group(1), ts.group(2), ts.group(3));
    }
    Matcher ct = CREATION_TIME.matcher(s);
    if (ct.matches()) {
      return date(ct.group(3), ct.group(1), ct.group(2));
    }
    return null;
  }

  private static String marketOf(String name, Layout layout) {
    String n = name.toLowerCase(Locale.ROOT);
    if (n.startsWith("nasdaqth")) {
      return "nasdaq";
    }
    if (n.contains("nyse")) {
      return "nyse";
    }
    if (n.contains("cboe") || n.contains("bats") || n.startsWith("bzx")) {
      return "cboe";
    }
    return layout.market();
  }

  /** The first yyyy-MM-dd or 8-digit yyyyMMdd in the name that is a real date. */
  private static LocalDate nameDate(String name) {
    Matcher m = NAME_DATE.matcher(name);
    while (m.find()) {
      LocalDate d = m.group(1) != null
          ? date(m.group(1), m.group(2), m.group(3))
          : date(m.group(4), m.group(5), m.group(6));
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  private static String baseName(String name) {
    if (name == null) {
      return "";
    }
    return name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  }

  private static LocalDate date(String y, String m, String d) {
    try {
      return LocalDate.of(Integer.parseInt(y), Integer.parseInt(m), Integer.parseInt(d));
    } catch (DateTimeException e) {
      return null;
    }
  }
}
