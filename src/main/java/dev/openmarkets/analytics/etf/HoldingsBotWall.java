package dev.openmarkets.analytics.etf;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/**
 * The etf package's own check for an HTML page served with 200 where an issuer's holdings CSV was
 * expected (iShares sometimes answers a bot challenge): the file is refused with the page's
 * reason instead of being read as a CSV. Private to this package until the shared bot-wall check
 * of dev.openmarkets.ingest lands; then this one should be merged into it.
 */
final class HoldingsBotWall {
  /** Words of the challenge and block pages of the common CDNs and bot managers. */
  private static final List<String> CHALLENGE = List.of("captcha", "challenge", "just a moment", "access denied",
      "are you a robot", "verify you are human", "pardon our interruption", "request unsuccessful", "incapsula",
      "cf-chl", "akamai", "bot manager", "enable javascript");

  private HoldingsBotWall() {
  }

  /** Why the body is not a holdings file ("an HTML bot-challenge page (title ...)"), or null when it is not HTML. */
  static String refusal(byte[] body) {
    String head = new String(body, 0, Math.min(body.length, 2048), StandardCharsets.UTF_8).stripLeading()
        .replace("\uFEFF", "").toLowerCase(Locale.ROOT);
    if (!head.startsWith("<!doctype html") && !head.startsWith("<html") && !head.startsWith("<head")
        && !head.startsWith("<body") && !head.startsWith("<!--")) {
      return null;
    }
    Document page = Jsoup.parse(new String(body, StandardCharsets.UTF_8));
    String title = page.title().isBlank() ? null : page.title().trim();
    String text = (page.title() + " " + page.body().text()).toLowerCase(Locale.ROOT)
        + " " + page.select("script[src], form[action], div[id]").toString().toLowerCase(Locale.ROOT);
    boolean challenge = CHALLENGE.stream().anyMatch(text::contains);
    return (challenge ? "an HTML bot-challenge page" : "an HTML page") + (title == null ? "" : " (title '" + title + "')")
        + " where the holdings CSV was expected";
  }
}
