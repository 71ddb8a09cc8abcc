package dev.openmarkets.macro;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.macro.cot.CotParser;
import dev.openmarkets.macro.cot.CotRow;
import dev.openmarkets.macro.cot.CotWriters;

/** The upstream file kinds of the macro family: dataset, source, name pattern, parser and writer. */
public final class MacroKinds {
  private MacroKinds() {
  }

  /** Any CFTC COT file with a header (the parser tells TFF, disaggregated and legacy apart). */
  public static final FileKind<CotRow> COT = new FileKind<>("cot", "cftc-cot", name -> true,
      name -> new CotParser(), CotWriters.COT, name -> null);
}
