package dev.openmarkets.macro.cot;

import dev.openmarkets.ingest.TableWriter;

/** The table writer of the COT file kind, exposed to the family. */
public final class CotWriters {
  public static final TableWriter<CotRow> COT = new CotWriter();

  private CotWriters() {
  }
}
