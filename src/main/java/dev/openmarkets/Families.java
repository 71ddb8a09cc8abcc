package dev.openmarkets;

import dev.openmarkets.analytics.AnalyticsFamily;
import dev.openmarkets.crypto.CryptoFamily;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.derivs.DerivsFamily;
import dev.openmarkets.gov.GovFamily;
import dev.openmarkets.macro.MacroFamily;
import dev.openmarkets.sec.SecFamily;
import dev.openmarkets.sec.facts.SecFactsFamily;
import dev.openmarkets.sec.filings.SecFilingsFamily;
import dev.openmarkets.shortsale.ShortSaleFamily;
import java.util.List;

/** Every dataset family of the service (read across with {@link dev.openmarkets.dataset.Catalog}). Adding a family is one line here. */
public final class Families {
  private Families() {
  }

  public static List<Family> all() {
    return List.of(
        new ShortSaleFamily(),
        new CryptoFamily(),
        new SecFamily(),
        new MacroFamily(),
        new SecFactsFamily(),
        new SecFilingsFamily(),
        new DerivsFamily(),
        new GovFamily(),
        new AnalyticsFamily());
  }
}
