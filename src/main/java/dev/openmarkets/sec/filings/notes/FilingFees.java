package dev.openmarkets.sec.filings.notes;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;

/**
 * The offering amount of a filing-fee exhibit (EX-FILING FEES) tagged with the SEC's ffd taxonomy,
 * read with a real HTML parser so that facts nested in a narrative fact are found. Every element
 * that can state the amount is read, by local name (a filer may bind any prefix), in this order:
 * ffd:TtlOfferingAmt; ffd:NrrtvMaxAggtOfferingPric (pay-as-you-go 424B2s state the amount this way,
 * often inside the ffd:NrrtvDsclsr sentence); the sum of the ffd:MaxAggtOfferingPric lines; last, a
 * dollar amount beside "aggregate offering price" (or principal amount) in the text of a narrative
 * fact (ffd:NrrtvDsclsr, ffd:OfferingNote, ffd:FnlPrspctsNote...). A nonzero value wins over a
 * tagged zero (Rule 457(r) exhibits tag 0 on a guarantee row). Inline facts are scaled by their
 * `scale` attribute; facts of a plain XBRL instance carry the full value. Null when the exhibit
 * states no amount (older text tables).
 */
public final class FilingFees {
  private static final List<String> TAGGED = List.of("ttlofferingamt", "nrrtvmaxaggtofferingpric", "maxaggtofferingpric");
  private static final Pattern NARRATIVE_AMOUNT = Pattern.compile(
      "(?i)(?:aggregate\\s+(?:offering\\s+price|offering\\s+amount|principal\\s+amount)[^$]{0,120}?\\$\\s*([\\d,]+(?:\\.\\d+)?)"
          + "|\\$\\s*([\\d,]+(?:\\.\\d+)?)\\s+(?:in\\s+)?aggregate\\s+(?:principal|offering)\\s+amount)");

  private FilingFees() {
  }

  public static BigDecimal offeringAmount(String exhibit) {
    if (exhibit == null) {
      return null;
    }
    List<List<BigDecimal>> byName = new ArrayList<>();
    for (int i = 0; i < TAGGED.size(); i++) {
      byName.add(new ArrayList<>());
    }
    List<String> narratives = new ArrayList<>();
    for (Element e : Jsoup.parse(exhibit).getAllElements()) {
      String tag = e.tagName().toLowerCase(Locale.ROOT);
      if (tag.equals("ix:nonfraction")) {
        add(byName, localName(e.attr("name")), value(e.text(), e.attr("scale"), e.attr("sign")));
      } else if (tag.equals("ix:nonnumeric")) {
        if (e.attr("name").toLowerCase(Locale.ROOT).contains(":")) {
          narratives.add(e.text());
        }
      } else if (tag.contains(":") && !tag.startsWith("ix")) {
        // a fact of a plain XBRL instance (<ffd:MaxAggtOfferingPric decimals="2">2150000</...>)
        add(byName, localName(tag), value(e.ownText(), "", ""));
      }
    }
    BigDecimal zero = null;
    for (int i = 0; i < TAGGED.size(); i++) {
      List<BigDecimal> values = byName.get(i);
      if (values.isEmpty()) {
        continue;
      }
      // the total and the narrative amount are one figure each; the offering lines add up
      BigDecimal v = i < 2 ? values.stream().filter(x -> x.signum() != 0).findFirst().orElse(BigDecimal.ZERO)
          : values.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
      if (v.signum() != 0) {
        return v;
      }
      zero = zero == null ? v : zero;
    }
    for (String text : narratives) {
      Matcher m = NARRATIVE_AMOUNT.matcher(text);
      if (m.find()) {
        BigDecimal v = value(m.group(1) != null ? m.group(1) : m.group(2), "", "");
        if (v != null && v.signum() != 0) {
          return v;
        }
      }
    }
    return zero;
  }

  private static void add(List<List<BigDecimal>> byName, String local, BigDecimal v) {
    int i = TAGGED.indexOf(local);
    if (i >= 0 && v != null) {
      byName.get(i).add(v);
    }
  }

  private static String localName(String name) {
    return name.substring(name.indexOf(':') + 1).strip().toLowerCase(Locale.ROOT);
  }

  private static BigDecimal value(String text, String scale, String sign) {
    String digits = text.replaceAll("[,\\s$\u00a0]", "");
    if (!digits.matches("\\d+(\\.\\d+)?")) {
      return null;
    }
    BigDecimal v = new BigDecimal(digits);
    if (scale != null && scale.matches("-?\\d+")) {
      v = v.scaleByPowerOfTen(Integer.parseInt(scale));
    }
    if ("-".equals(sign)) {
      v = v.negate();
    }
    return v.scale() < 0 ? v.setScale(0) : v;
  }
}
