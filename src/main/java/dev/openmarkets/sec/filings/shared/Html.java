package dev.openmarkets.sec.filings.shared;

import org.jsoup.Jsoup;

/**
 * Filing HTML as plain text, read with jsoup as a browser would render it: scripts and styles
 * dropped, every entity decoded, white space (no-break spaces included) collapsed.
 */
public final class Html {
  private Html() {
  }

  public static String text(String html) {
    return collapse(Jsoup.parse(html).text());
  }

  public static String collapse(String s) {
    return s.replace('\u00a0', ' ').replaceAll("[\\s\u200b]+", " ").strip();
  }
}
