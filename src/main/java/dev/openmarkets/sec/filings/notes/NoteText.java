package dev.openmarkets.sec.filings.notes;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the terms of a 424B2 pricing supplement or FWP term sheet from its plain text: the
 * preliminary legend, the pricing (or trade) date, the underlyings' symbols, the note type, the
 * annual coupon, the cap, the barrier (downside threshold) and the aggregate principal amount.
 * Numbers broken by stray spaces ("1 2 . 5 0 %") are joined first. Nothing is guessed: a term the
 * text does not state is null.
 */
public final class NoteText {
  private static final Pattern SPACED_PERCENT = Pattern.compile("(?<![\\w.])((?:[\\d.] ){2,}[\\d.]) ?%");
  private static final Pattern SPACE_BEFORE_PERCENT = Pattern.compile("(\\d) %");
  private static final Pattern PRELIMINARY = Pattern.compile(
      "(?i)not complete and may be changed|preliminary pricing supplement|subject to completion");
  private static final String DATE = "((?:January|February|March|April|May|June|July|August|September|October|November|December)"
      + "\\s+\\d{1,2},\\s*\\d{4})";
  private static final Pattern PRICING_DATE = Pattern.compile("(?i)(?:Pricing|Trade) Date\\s*\\*?\\s*:\\s*" + DATE);
  private static final Pattern PRICING_PHRASE = Pattern.compile("(?i)(?:expected to price|priced) on\\s+" + DATE);
  private static final Pattern SYMBOL = Pattern.compile(
      "(?i)(?:Bloomberg (?:symbol|ticker)|ticker symbol|ticker)\\s*:?\\s*[\"“”']?\\s*([A-Z][A-Z0-9.]{0,9})(?=[\"“”'\\s),;])");
  private static final Pattern COUPON = Pattern.compile("(?i)(\\d{1,2}(?:\\.\\d{1,5})?)%\\s*per annum");
  private static final Pattern COUPON_RATE = Pattern.compile("(?i)(?:coupon|interest) rate\\s*:?\\s*(?:of\\s*)?(\\d{1,2}(?:\\.\\d{1,5})?)%");
  private static final Pattern CAP = Pattern.compile(
      "(?i)(?:Capped Value|Cap Level|Maximum (?:Return|Upside Return|Gain))\\s*:?[^%]{0,160}?(\\d{1,3}(?:\\.\\d{1,4})?)%");
  private static final Pattern CAP_PHRASE = Pattern.compile("(?i)\\bcap of (\\d{1,3}(?:\\.\\d{1,4})?)%");
  private static final Pattern BARRIER = Pattern.compile(
      "(?i)(?:Threshold Value|Threshold Level|Downside Threshold|Barrier Value|Barrier Level|Digital Barrier|"
          + "Trigger Value|Trigger Level|Knock-In Level|Buffer(?: Level| Amount| Percentage)?|Coupon Barrier)"
          + "\\s*:?[^%:]{0,120}?(\\d{1,3}(?:\\.\\d{1,4})?)%");
  /**
   * A digital note pays one fixed return when the underlying ends at or above a level, as issuers
   * word it: "Digital Return" (JPMorgan, HSBC), "Contingent Digital Payment", "Digital Barrier",
   * "Digital S&P 500® Index-Linked Notes" (BofA), "Capped Digital Notes", "threshold settlement
   * amount" (the GS-style digital payout), "a fixed return of 14.00% if the Ending Price is greater
   * than or equal to...". "Digital" naming no note (digital assets, currencies, Digital Realty) is
   * no digital note.
   */
  private static final Pattern DIGITAL = Pattern.compile("(?i)\\bdigital\\s+(?:return|payment|barrier|amount)\\b"
      + "|\\bdigital(?:\\s+(?!assets?\\b|currenc|realty\\b)[\\w&®'.-]+){0,4}?\\s+(?:notes|securities)\\b"
      + "|\\bthreshold settlement amount\\b"
      + "|\\bfixed return\\b(?:[^.]|\\.(?=\\d)){0,80}?\\bif\\b(?:[^.]|\\.(?=\\d)){0,160}?"
      + "(?:greater than or equal to|equal to or greater than|at or above)");
  private static final Pattern PRINCIPAL = Pattern.compile(
      "(?i)(?:Aggregate (?:Principal|Face) Amount\\s*:?\\s*\\$\\s*([\\d,]+(?:\\.\\d{2})?)"
          + "|\\$\\s*([\\d,]+(?:\\.\\d{2})?)\\s+(?:in\\s+)?aggregate principal amount)");
  /** How many characters of the text make the cover page, where a final supplement names its index. */
  private static final int COVER = 4000;
  /**
   * Index names as covers spell them, with the Bloomberg symbol stored for each (the symbols the
   * term sheets give beside the same names).
   */
  private static final List<Object[]> INDEXES = List.of(
      new Object[] {Pattern.compile("(?i)\\bS&P\\s*500(?![\\d-])(?!\\s*(?:®|\\(R\\))?\\s*(?:Futures|Low|Equal|Dividend|ESG|Daily))"), "SPX"},
      new Object[] {Pattern.compile("(?i)\\bNasdaq[- ]100(?:®)?\\s+Index"), "NDX"},
      new Object[] {Pattern.compile("(?i)\\bRussell\\s+2000(?:®)?\\s+Index"), "RTY"},
      new Object[] {Pattern.compile("(?i)\\bDow\\s+Jones\\s+Industrial\\s+Average"), "INDU"},
      new Object[] {Pattern.compile("(?i)\\bEURO\\s+STOXX\\s+50(?:®)?\\s+Index"), "SX5E"},
      new Object[] {Pattern.compile("(?i)\\bS&P\\s+MidCap\\s+400(?:®)?\\s+Index"), "MID"});
  private static final DateTimeFormatter LONG_DATE = DateTimeFormatter.ofPattern("MMMM d, yyyy", Locale.US);

  private NoteText() {
  }

  /** Joins digits a renderer spread out ("1 2 . 5 0 %" -> "12.50%", "9.15 %" -> "9.15%"). */
  public static String normalize(String text) {
    Matcher m = SPACED_PERCENT.matcher(text);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(sb, Matcher.quoteReplacement(m.group(1).replace(" ", "") + "%"));
    }
    m.appendTail(sb);
    return SPACE_BEFORE_PERCENT.matcher(sb.toString()).replaceAll("$1%");
  }

  public static NoteTerms read(String plainText, BigDecimal principalFromFees) {
    String t = normalize(plainText);
    boolean preliminary = PRELIMINARY.matcher(t).find();
    LocalDate pricing = date(PRICING_DATE, t);
    if (pricing == null) {
      pricing = date(PRICING_PHRASE, t);
    }
    List<String> underlyings = new ArrayList<>();
    Matcher s = SYMBOL.matcher(t);
    while (s.find()) {
      String sym = s.group(1).toUpperCase(Locale.ROOT);
      if (!underlyings.contains(sym)) {
        underlyings.add(sym);
      }
    }
    if (underlyings.isEmpty()) {
      underlyings.addAll(coverIndexes(t));
    }
    BigDecimal coupon = decimal(COUPON, t);
    if (coupon == null) {
      coupon = decimal(COUPON_RATE, t);
    }
    BigDecimal cap = decimal(CAP, t);
    if (cap == null) {
      cap = decimal(CAP_PHRASE, t);
    }
    BigDecimal principal = principalFromFees != null ? principalFromFees : principal(t);
    return new NoteTerms(preliminary, pricing, underlyings.isEmpty() ? null : List.copyOf(underlyings), noteType(t),
        coupon, cap, decimal(BARRIER, t), principal);
  }

  /**
   * The indexes the cover names, in the order it names them, as symbols: a final supplement may
   * give no Bloomberg symbol ("Linked to the S&P 500® Index").
   */
  static List<String> coverIndexes(String t) {
    String cover = t.substring(0, Math.min(t.length(), COVER));
    List<int[]> found = new ArrayList<>();
    for (int i = 0; i < INDEXES.size(); i++) {
      Matcher m = ((Pattern) INDEXES.get(i)[0]).matcher(cover);
      if (m.find()) {
        found.add(new int[] {m.start(), i});
      }
    }
    found.sort((a, b) -> Integer.compare(a[0], b[0]));
    return found.stream().map(f -> (String) INDEXES.get(f[1])[1]).toList();
  }

  /**
   * autocallable, digital, buffered, income or barrier, by the first that the text describes; null
   * when none. A digital note often has a buffer or threshold too, so it is told apart first.
   */
  static String noteType(String t) {
    String l = t.toLowerCase(Locale.ROOT);
    if (l.contains("autocallable") || l.contains("auto-callable") || l.contains("automatically called")
        || l.contains("automatic call")) {
      return "autocallable";
    }
    if (DIGITAL.matcher(t).find()) {
      return "digital";
    }
    if (l.contains("buffered") || l.contains("buffer percentage") || l.contains("buffer amount")) {
      return "buffered";
    }
    if (l.contains("contingent coupon") || l.contains("contingent income") || l.contains("yield notes")
        || l.contains("income notes")) {
      return "income";
    }
    if (l.contains("barrier") || l.contains("trigger") || l.contains("threshold value") || l.contains("knock-in")) {
      return "barrier";
    }
    return null;
  }

  private static LocalDate date(Pattern p, String t) {
    Matcher m = p.matcher(t);
    if (!m.find()) {
      return null;
    }
    try {
      return LocalDate.parse(m.group(1).replaceAll("\\s+", " ").replace(", ", ", ").replaceAll(",(\\d)", ", $1"),
          LONG_DATE);
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  private static BigDecimal decimal(Pattern p, String t) {
    Matcher m = p.matcher(t);
    return m.find() ? new BigDecimal(m.group(1)) : null;
  }

  private static BigDecimal principal(String t) {
    Matcher m = PRINCIPAL.matcher(t);
    if (!m.find()) {
      return null;
    }
    String v = m.group(1) != null ? m.group(1) : m.group(2);
    return new BigDecimal(v.replace(",", ""));
  }
}
