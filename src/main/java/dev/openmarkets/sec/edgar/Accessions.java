package dev.openmarkets.sec.edgar;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** EDGAR accession numbers (0001209191-20-000788): recognising them in names and paths. */
public final class Accessions {
  // 18 digits, with or without the dashes (folder names drop them); not part of a longer number.
  private static final Pattern ACCESSION =
      Pattern.compile("(?<!\\d)(\\d{10})-?(\\d{2})-?(\\d{6})(?!\\d)");

  private Accessions() {
  }

  /** The last accession number in a file name or path, dashed, or null when there is none. */
  public static String fromFileName(String name) {
    if (name == null) {
      return null;
    }
    Matcher m = ACCESSION.matcher(name);
    String found = null;
    while (m.find()) {
      found = m.group(1) + "-" + m.group(2) + "-" + m.group(3);
    }
    return found;
  }

  /** Accession without dashes, as used in Archives folder names. */
  public static String undashed(String accessionNo) {
    return accessionNo.replace("-", "");
  }
}
