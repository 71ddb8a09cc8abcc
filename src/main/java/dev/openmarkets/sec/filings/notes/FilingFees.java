package dev.openmarkets.sec.filings.notes;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The offering amount of a filing-fee exhibit (EX-FILING FEES) tagged in inline XBRL with the SEC's
 * ffd taxonomy: ffd:TtlOfferingAmt, else the sum of the ffd:MaxAggtOfferingPric lines, each scaled
 * by its `scale` attribute. Null when the exhibit has no such facts (older text tables).
 */
public final class FilingFees {
  private static final Pattern FACT = Pattern.compile(
      "(?is)<ix:nonFraction([^>]*\\bname=\"ffd:(TtlOfferingAmt|MaxAggtOfferingPric)\"[^>]*)>(.*?)</ix:nonFraction>");
  private static final Pattern SCALE = Pattern.compile("\\bscale=\"(-?\\d+)\"");
  private static final Pattern SIGN = Pattern.compile("\\bsign=\"-\"");

  private FilingFees() {
  }

  public static BigDecimal offeringAmount(String exhibit) {
    if (exhibit == null) {
      return null;
    }
    BigDecimal total = null;
    BigDecimal sum = null;
    Matcher m = FACT.matcher(exhibit);
    while (m.find()) {
      BigDecimal v = value(m.group(1), m.group(3));
      if (v == null) {
        continue;
      }
      if (m.group(2).equals("TtlOfferingAmt")) {
        total = total == null ? v : total;
      } else {
        sum = sum == null ? v : sum.add(v);
      }
    }
    return total != null ? total : sum;
  }

  private static BigDecimal value(String attributes, String inner) {
    String digits = inner.replaceAll("<[^>]*>", "").replaceAll("[,\\s$]", "");
    if (!digits.matches("\\d+(\\.\\d+)?")) {
      return null;
    }
    BigDecimal v = new BigDecimal(digits);
    Matcher s = SCALE.matcher(attributes);
    if (s.find()) {
      v = v.scaleByPowerOfTen(Integer.parseInt(s.group(1)));
    }
    if (SIGN.matcher(attributes).find()) {
      v = v.negate();
    }
    return v.scale() < 0 ? v.setScale(0) : v;
  }
}
