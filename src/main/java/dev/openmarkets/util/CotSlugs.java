package dev.openmarkets.util;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Market slugs of the COT datasets. A market's slug is the lower-case words of its name before
 * the exchange (`EURO FX - CHICAGO MERCANTILE EXCHANGE` -> `euro-fx`), given once when the market
 * is first stored and never changed. Well-known markets have their slug pinned by CFTC contract
 * code, so it survives the CFTC renaming them (crude oil became `WTI-PHYSICAL` in 2022), and carry
 * aliases (`gold`, `crude-oil`, `sp500`, ...). Pure: no database.
 */
public final class CotSlugs {
  private static final Pattern NON_WORD = Pattern.compile("[^a-z0-9]+");
  private static final Pattern SLUG = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

  /** A market whose slug is fixed by its CFTC contract market code, and its aliases. */
  public record Known(String cftcCode, String slug, List<String> aliases) {
  }

  public static final List<Known> KNOWN = List.of(
      new Known("088691", "gold", List.of("xau")),
      new Known("084691", "silver", List.of("xag")),
      new Known("085692", "copper-1", List.of("copper")),
      new Known("067651", "wti-physical", List.of("crude-oil", "crude", "wti", "crude-oil-light-sweet")),
      new Known("023651", "natural-gas", List.of("nat-gas", "natgas")),
      new Known("13874A", "e-mini-s-p-500", List.of("sp500", "s-p-500", "es", "e-mini-s-p-500-stock-index")),
      new Known("209742", "nasdaq-mini", List.of("nasdaq", "nasdaq-100", "nq")),
      new Known("124603", "djia-x-5", List.of("dow", "djia")),
      new Known("239742", "russell-e-mini", List.of("russell-2000", "russell")),
      new Known("1170E1", "vix-futures", List.of("vix")),
      new Known("133741", "bitcoin", List.of("btc")),
      new Known("146021", "ether-cash-settled", List.of("ether", "eth", "ethereum")),
      new Known("043602", "ust-10y-note", List.of("10-year-note", "10y-note", "ten-year-note")),
      new Known("042601", "ust-2y-note", List.of("2-year-note", "2y-note")),
      new Known("044601", "ust-5y-note", List.of("5-year-note", "5y-note")),
      new Known("020601", "ust-bond", List.of("30-year-bond", "treasury-bond")),
      new Known("099741", "euro-fx", List.of("eur", "euro")),
      new Known("097741", "japanese-yen", List.of("jpy", "yen")),
      new Known("096742", "british-pound", List.of("british-pound-sterling", "gbp", "pound")),
      new Known("092741", "swiss-franc", List.of("chf")),
      new Known("090741", "canadian-dollar", List.of("cad")),
      new Known("232741", "australian-dollar", List.of("aud")),
      new Known("002602", "corn", List.of()),
      new Known("005602", "soybeans", List.of()),
      new Known("001602", "wheat-srw", List.of("wheat")));

  private static final Map<String, String> BY_ALIAS = new HashMap<>();
  private static final Map<String, Known> BY_CODE = new HashMap<>();

  static {
    for (Known k : KNOWN) {
      BY_CODE.put(k.cftcCode(), k);
      for (String a : k.aliases()) {
        BY_ALIAS.put(a, k.slug());
      }
    }
  }

  private CotSlugs() {
  }

  /**
   * The canonical market slug for an alias (`gold`, `crude-oil`, `sp500`, `10-year-note`, ...),
   * the input in lower case when it is already shaped like a slug (whether a market has it is
   * the database's to say), or null for blank or ill-formed input.
   */
  public static String resolve(String aliasOrSlug) {
    if (aliasOrSlug == null) {
      return null;
    }
    String s = aliasOrSlug.trim().toLowerCase(Locale.ROOT);
    String target = BY_ALIAS.get(s);
    if (target != null) {
      return target;
    }
    return SLUG.matcher(s).matches() ? s : null;
  }

  /** The slug a market name gives: lower-case words before the exchange, joined by '-'. */
  public static String natural(String marketName) {
    String s = NON_WORD.matcher(marketName.toLowerCase(Locale.ROOT)).replaceAll("-");
    s = s.replaceAll("^-+|-+$", "");
    return s.isEmpty() ? "market" : s;
  }

  /** True when a slug or alias is reserved for a well-known market other than this code. */
  public static boolean reservedForOther(String slug, String cftcCode) {
    for (Known k : KNOWN) {
      if (!k.cftcCode().equals(cftcCode) && (k.slug().equals(slug) || k.aliases().contains(slug))) {
        return true;
      }
    }
    return false;
  }

  /** The pinned slug of a CFTC contract market code, or null. */
  public static String pinned(String cftcCode) {
    Known k = BY_CODE.get(cftcCode);
    return k == null ? null : k.slug();
  }

  /** The aliases of a CFTC contract market code (empty for most). */
  public static List<String> aliases(String cftcCode) {
    Known k = BY_CODE.get(cftcCode);
    return k == null ? List.of() : k.aliases();
  }
}
