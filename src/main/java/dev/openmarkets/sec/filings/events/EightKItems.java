package dev.openmarkets.sec.filings.events;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The items of Form 8-K (the numbering in force since August 2004) with their titles. Sources
 * name items by number (submissions JSON, the feed's ITEMS, index pages) or by title only (the
 * .txt header's ITEM INFORMATION); titles are matched after dropping case and punctuation.
 */
public final class EightKItems {
  private static final Map<String, String> TITLES = new LinkedHashMap<>();
  private static final Pattern NUMBER = Pattern.compile("(?i)^(?:item\\s*)?(\\d{1,2})\\.(\\d{1,2})\\b");

  static {
    add("1.01", "Entry into a Material Definitive Agreement");
    add("1.02", "Termination of a Material Definitive Agreement");
    add("1.03", "Bankruptcy or Receivership");
    add("1.04", "Mine Safety - Reporting of Shutdowns and Patterns of Violations");
    add("1.05", "Material Cybersecurity Incidents");
    add("2.01", "Completion of Acquisition or Disposition of Assets");
    add("2.02", "Results of Operations and Financial Condition");
    add("2.03", "Creation of a Direct Financial Obligation or an Obligation under an Off-Balance Sheet "
        + "Arrangement of a Registrant");
    add("2.04", "Triggering Events That Accelerate or Increase a Direct Financial Obligation or an Obligation "
        + "under an Off-Balance Sheet Arrangement");
    add("2.05", "Costs Associated with Exit or Disposal Activities");
    add("2.06", "Material Impairments");
    add("3.01", "Notice of Delisting or Failure to Satisfy a Continued Listing Rule or Standard; Transfer of Listing");
    add("3.02", "Unregistered Sales of Equity Securities");
    add("3.03", "Material Modification to Rights of Security Holders");
    add("4.01", "Changes in Registrant's Certifying Accountant");
    add("4.02", "Non-Reliance on Previously Issued Financial Statements or a Related Audit Report or Completed "
        + "Interim Review");
    add("5.01", "Changes in Control of Registrant");
    add("5.02", "Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain "
        + "Officers; Compensatory Arrangements of Certain Officers");
    add("5.03", "Amendments to Articles of Incorporation or Bylaws; Change in Fiscal Year");
    add("5.04", "Temporary Suspension of Trading Under Registrant's Employee Benefit Plans");
    add("5.05", "Amendments to the Registrant's Code of Ethics, or Waiver of a Provision of the Code of Ethics");
    add("5.06", "Change in Shell Company Status");
    add("5.07", "Submission of Matters to a Vote of Security Holders");
    add("5.08", "Shareholder Director Nominations");
    add("6.01", "ABS Informational and Computational Material");
    add("6.02", "Change of Servicer or Trustee");
    add("6.03", "Change in Credit Enhancement or Other External Support");
    add("6.04", "Failure to Make a Required Distribution");
    add("6.05", "Securities Act Updating Disclosure");
    add("6.06", "Static Pool");
    add("6.10", "Alternative Filings of Asset-Backed Issuers");
    add("7.01", "Regulation FD Disclosure");
    add("8.01", "Other Events");
    add("9.01", "Financial Statements and Exhibits");
  }

  private EightKItems() {
  }

  private static void add(String number, String title) {
    TITLES.put(number, title);
  }

  /** Every item number, in order (the `item` parameter's allowed values). */
  public static List<String> numbers() {
    return List.copyOf(TITLES.keySet());
  }

  /** The readable label of an item number; "Item N" for a number outside the table. */
  public static String label(String number) {
    String t = TITLES.get(number);
    return t != null ? t : "Item " + number;
  }

  /**
   * An item as a number: "5.02", "Item 5.02: Departure...", "2.2" all give "5.02"/"2.02"; a title
   * gives its number; null when neither matches.
   */
  public static String number(String itemOrTitle) {
    if (itemOrTitle == null || itemOrTitle.isBlank()) {
      return null;
    }
    Matcher m = NUMBER.matcher(itemOrTitle.strip());
    if (m.find()) {
      String minor = m.group(2).length() == 1 ? "0" + m.group(2) : m.group(2);
      return Integer.parseInt(m.group(1)) + "." + minor;
    }
    String key = normal(itemOrTitle);
    for (Map.Entry<String, String> e : TITLES.entrySet()) {
      if (normal(e.getValue()).equals(key)) {
        return e.getKey();
      }
    }
    // abridged or extended titles: one is the start of the other, over a distinctive length
    for (Map.Entry<String, String> e : TITLES.entrySet()) {
      String t = normal(e.getValue());
      if (Math.min(t.length(), key.length()) >= 20 && (t.startsWith(key) || key.startsWith(t))) {
        return e.getKey();
      }
    }
    return null;
  }

  /** Numbers of a list of items or titles, in order, without repeats; unmatched entries are left out. */
  public static List<String> numbers(List<String> itemsOrTitles) {
    List<String> out = new ArrayList<>();
    for (String s : itemsOrTitles) {
      String n = number(s);
      if (n != null && !out.contains(n)) {
        out.add(n);
      }
    }
    return out;
  }

  public static List<String> labels(List<String> numbers) {
    return numbers == null ? null : numbers.stream().map(EightKItems::label).toList();
  }

  private static String normal(String s) {
    return s.toLowerCase(Locale.ROOT).replace("'", "").replaceAll("[^a-z0-9]+", " ").strip();
  }
}
