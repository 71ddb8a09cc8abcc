package dev.openmarkets.sec.insiders;

import static dev.openmarkets.dataset.FieldType.BOOLEAN;
import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import java.util.List;

/** The row of /insiders and /insiders/{ticker}: a Form 4 transaction with its issuer and insider. */
final class InsiderFields {
  static final List<Field> ROW = List.of(
      Field.nullable("ticker", STRING, "Issuer symbol as the filing reports it; the SEC ticker map's when it gives none"),
      Field.nullable("insiderName", STRING, "Reporting officer, director or 10% owner (the first reporting owner)"),
      Field.nullable("insiderTitle", STRING, "Role: the officer title, else Director / 10% Owner / the 'other' text"),
      Field.of("txDate", DATE, "Transaction date"),
      Field.nullable("shares", DECIMAL, "Shares bought or sold, four decimal places"),
      Field.nullable("pricePerShare", DECIMAL, "USD per share, four decimal places; null when the filing gives only a footnote"),
      Field.nullable("valueUsd", DECIMAL, "shares x pricePerShare, rounded half-up to four places; null without a price"),
      Field.nullable("company", STRING, "Issuer name"),
      Field.of("txCode", STRING, "Form 4 transaction code (P purchase, S sale, A grant, M exercise, F tax withholding...)"),
      Field.of("isOpenMarket", BOOLEAN, "True for open-market purchases and sales (codes P and S)"),
      Field.nullable("sharesOwnedAfter", DECIMAL, "Shares owned following the transaction, four decimal places"),
      Field.nullable("filedAt", TIMESTAMP, "When the filing reached EDGAR (see the notes for filings loaded from disk)"),
      Field.of("accessionNo", STRING, "EDGAR accession number of the Form 4"));

  /** Where a trade's knownAt comes from; insider_trades' smallest known_at is the earliest asOf answered. */
  static final String KNOWN_AT = "The acceptance time of the Form 4 or 4/A the row comes from (EDGAR's "
      + "ACCEPTANCE-DATETIME, Eastern time), else the acceptance time EDGAR's submissions list gives for it, else the "
      + "end of its filing date in New York (23:59:59.999 ET), else when this service stored it; never later than "
      + "when stored. A 4/A replaces the trades of the filings it amends from its own knownAt: asked as of an "
      + "earlier moment, they are shown as first filed.";
  static final History HISTORY = History.versioned("insider_trades", KNOWN_AT);
  /** How a window "ending today" answers asOf. */
  static final String WINDOW_AS_OF = "Asked with asOf, the window ends on asOf's day in New York instead of today: "
      + "the answer as it was then.";

  private InsiderFields() {
  }

  static Dataset.Builder fields(Dataset.Builder b) {
    ROW.forEach(b::field);
    return b;
  }
}
