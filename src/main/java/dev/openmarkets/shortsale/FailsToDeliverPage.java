package dev.openmarkets.shortsale;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;

/**
 * The links of the SEC's fails-to-deliver data page
 * (https://www.sec.gov/data-research/sec-markets-data/fails-deliver-data): the half-month zips live
 * under paths that change (/files/data/fails-deliver-data/, /files/data/other/fails-deliver-data/,
 * reposts named ..._0.zip, older /files/node/add/data_distribution/...), so their URLs are read from
 * the page, never built. Each link is keyed by the file's canonical name (cnsfails202606b.zip); the
 * link text is not relied on, only the href's file name. Of a half linked twice, the highest repost
 * number wins (the SEC adds _0, _1 when a file is uploaded again).
 */
public final class FailsToDeliverPage {
  private static final Pattern FILE = Pattern.compile("(?i)cnsfails(\\d{6})([ab])(?:_(\\d+))?\\.zip");

  private FailsToDeliverPage() {
  }

  /** Canonical file name to absolute URL, in page order; empty when the page links no zip. */
  public static Map<String, String> links(String pageUrl, byte[] html) {
    Map<String, String> out = new LinkedHashMap<>();
    Map<String, Integer> repost = new LinkedHashMap<>();
    for (Element a : Jsoup.parse(new String(html, StandardCharsets.UTF_8), pageUrl).select("a[href]")) {
      String url = a.absUrl("href");
      String path = url.replaceAll("[?#].*$", "");
      Matcher m = FILE.matcher(path.substring(path.lastIndexOf('/') + 1));
      if (url.isEmpty() || !m.matches()) {
        continue;
      }
      String name = "cnsfails" + m.group(1) + m.group(2).toLowerCase() + ".zip";
      int n = m.group(3) == null ? -1 : Integer.parseInt(m.group(3));
      if (!repost.containsKey(name) || n > repost.get(name)) {
        repost.put(name, n);
        out.put(name, url);
      }
    }
    return out;
  }
}
