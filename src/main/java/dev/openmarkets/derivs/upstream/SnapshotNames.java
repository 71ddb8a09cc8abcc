package dev.openmarkets.derivs.upstream;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The file names snapshot documents are recorded under: `<kind>.<KEY>.<yyyyMMddTHHmmssZ>.json`
 * (`book_summary.BTC.20261120T120000Z.json`, `clearinghouseState.0xabc...20261120T120000Z.json`).
 * The pollers name them so; `import` reads the currency or address and the time from the name when
 * the document itself does not carry them.
 */
public final class SnapshotNames {
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
      .withZone(ZoneOffset.UTC);
  private static final Pattern TIME = Pattern.compile("(\\d{8}T\\d{6}Z)");
  private static final Pattern CURRENCY = Pattern.compile("\\.([A-Za-z]{2,10})\\.");
  private static final Pattern ADDRESS = Pattern.compile("(0x[0-9a-fA-F]{40})");

  private SnapshotNames() {
  }

  public static String name(String kind, String key, Instant at) {
    return kind + "." + (key == null ? "" : key + ".") + STAMP.format(at) + ".json";
  }

  /** The snapshot time in the name, or null. */
  public static Instant time(String fileName) {
    Matcher m = TIME.matcher(fileName);
    return m.find() ? STAMP.parse(m.group(1), Instant::from) : null;
  }

  /** The UTC date of the snapshot time in the name (ingest_files.file_date), or null. */
  public static LocalDate date(String fileName) {
    Instant t = time(fileName);
    return t == null ? null : t.atZone(ZoneOffset.UTC).toLocalDate();
  }

  /** The upper-case currency between dots (`.BTC.`), or null. */
  public static String currency(String fileName) {
    Matcher m = CURRENCY.matcher(baseName(fileName));
    while (m.find()) {
      String c = m.group(1);
      if (!c.equalsIgnoreCase("json")) {
        return c.toUpperCase(Locale.ROOT);
      }
    }
    return null;
  }

  /** The lower-case 0x address in the name, or null. */
  public static String address(String fileName) {
    Matcher m = ADDRESS.matcher(baseName(fileName));
    return m.find() ? m.group(1).toLowerCase(Locale.ROOT) : null;
  }

  public static String baseName(String fileName) {
    int slash = Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\'));
    return slash >= 0 ? fileName.substring(slash + 1) : fileName;
  }
}
