package dev.openmarkets.sec.filings.shared;

import java.util.Locale;

/**
 * A form type as this family compares it (stripped, upper case), whatever the source's spelling;
 * each bundle declares the forms it reads beside its parser.
 */
public final class FilingForms {
  private FilingForms() {
  }

  public static String normal(String form) {
    return form == null ? "" : form.strip().toUpperCase(Locale.ROOT);
  }
}
