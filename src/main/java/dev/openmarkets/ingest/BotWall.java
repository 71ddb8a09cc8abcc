package dev.openmarkets.ingest;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/**
 * Tells an HTML page (a bot challenge, a block, login or error page) from the data file an upstream
 * was asked for. Nasdaq Trader, nyse.com and iShares sometimes answer 200 with such a page; read as
 * data it would be an empty list or a parse error, so a poller asks {@link #refusal} first and
 * records the answer as refused with the reason (PollOutcome.refused), never as data.
 *
 * <p>The body decides, not the Content-Type: some hosts label real text files text/html, and a
 * challenge page can come as text/plain. A body is a page when its first non-blank character is
 * {@code <} and its head holds an HTML tag; zip, CSV, pipe and JSON bodies never start so.
 */
public final class BotWall {
  /** How much of the body is sniffed for tags and read for the page's title and vendor. */
  private static final int HEAD = 64 * 1024;
  private static final List<String> TAGS = List.of("<!doctype html", "<html", "<head", "<body", "<script",
      "<title", "<meta", "<div", "<noscript", "<iframe");
  /** Markers of the common walls, checked in order: the first found names the vendor. */
  private static final List<String[]> VENDORS = List.of(
      new String[] {"challenge-platform", "Cloudflare challenge"},
      new String[] {"cf-chl", "Cloudflare challenge"},
      new String[] {"cf-ray", "Cloudflare"},
      new String[] {"_incapsula_resource", "Imperva/Incapsula challenge"},
      new String[] {"incapsula", "Imperva/Incapsula"},
      new String[] {"px-captcha", "PerimeterX challenge"},
      new String[] {"perimeterx", "PerimeterX"},
      new String[] {"akamai", "Akamai"},
      new String[] {"edgesuite", "Akamai"},
      new String[] {"captcha", "CAPTCHA"},
      new String[] {"enable javascript", "JavaScript challenge"});

  private BotWall() {
  }

  /** True when body is an HTML page rather than data. */
  public static boolean isHtml(byte[] body) {
    return body != null && tagged(head(body));
  }

  /**
   * The reason to record when body is an HTML page where data was expected (what was asked, the
   * wall's vendor when a marker names it, the page's title), else null.
   */
  public static String refusal(String url, String contentType, byte[] body) {
    if (!isHtml(body)) {
      return null;
    }
    String head = head(body);
    String lower = head.toLowerCase(Locale.ROOT);
    String vendor = null;
    for (String[] v : VENDORS) {
      if (lower.contains(v[0])) {
        vendor = v[1];
        break;
      }
    }
    Document page = Jsoup.parse(head.substring(start(head)));
    String title = page.title().strip();
    StringBuilder why = new StringBuilder("HTML page instead of data from ").append(url);
    if (vendor != null) {
      why.append(" (").append(vendor).append(')');
    }
    if (!title.isEmpty()) {
      why.append(", title \"").append(title.length() > 80 ? title.substring(0, 80) + "..." : title).append('"');
    }
    if (contentType != null && !contentType.isBlank()) {
      why.append(", ").append(contentType.strip());
    }
    return why.toString();
  }

  private static String head(byte[] body) {
    return new String(Arrays.copyOf(body, Math.min(body.length, HEAD)), StandardCharsets.ISO_8859_1);
  }

  /** Where the markup starts: after a UTF-8 byte-order mark (read as ISO-8859-1) and blanks. */
  private static int start(String head) {
    int i = head.startsWith("\u00ef\u00bb\u00bf") ? 3 : 0;
    while (i < head.length() && Character.isWhitespace(head.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean tagged(String head) {
    int i = start(head);
    if (i >= head.length() || head.charAt(i) != '<') {
      return false;
    }
    String lower = head.substring(i, Math.min(head.length(), i + 4096)).toLowerCase(Locale.ROOT);
    if (lower.startsWith("<?xml")) {
      // an XML feed has titles of its own; only XHTML is a page
      return lower.contains("<html");
    }
    return TAGS.stream().anyMatch(lower::contains);
  }
}
