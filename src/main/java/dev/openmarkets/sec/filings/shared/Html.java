package dev.openmarkets.sec.filings.shared;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Filing HTML as plain text: tags dropped, the usual entities decoded, white space collapsed. */
public final class Html {
  private static final Pattern TAG = Pattern.compile("<[^>]*>");
  private static final Pattern NUMERIC = Pattern.compile("&#(x?)([0-9a-fA-F]+);");

  private Html() {
  }

  public static String text(String html) {
    String s = html.replaceAll("(?is)<(script|style)[^>]*>.*?</\\1>", " ");
    s = TAG.matcher(s).replaceAll(" ");
    return collapse(unescape(s));
  }

  public static String unescape(String s) {
    Matcher m = NUMERIC.matcher(s);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      int cp;
      try {
        cp = Integer.parseInt(m.group(2), m.group(1).isEmpty() ? 10 : 16);
      } catch (NumberFormatException e) {
        cp = ' ';
      }
      m.appendReplacement(sb, Matcher.quoteReplacement(Character.toString(cp)));
    }
    m.appendTail(sb);
    return sb.toString().replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
        .replace("&quot;", "\"").replace("&apos;", "'").replace("&rsquo;", "'").replace("&lsquo;", "'")
        .replace("&ldquo;", "\"").replace("&rdquo;", "\"").replace("&ndash;", "-").replace("&mdash;", "-");
  }

  public static String collapse(String s) {
    return s.replace('\u00a0', ' ').replaceAll("[\\s\u200b]+", " ").strip();
  }
}
