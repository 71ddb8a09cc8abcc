package dev.openmarkets.derivs.options;

import dev.openmarkets.derivs.SnapshotNames;
import dev.openmarkets.ingest.FileKind;
import java.util.List;

/**
 * The three Deribit documents that feed `options`, told apart by file name: the option book
 * summary (`book_summary`), the index price (`index_price`) and DVOL (`dvol` or
 * `volatility_index`).
 */
public final class OptionsKinds {
  public static final String DATASET = "options";
  public static final String SOURCE = "deribit-options";

  public static final FileKind<OptionQuote> BOOK = new FileKind<>(DATASET, SOURCE,
      name -> SnapshotNames.baseName(name).contains("book_summary"), name -> new BookSummaryParser(),
      OptionsWriters.QUOTES, SnapshotNames::date);
  public static final FileKind<IndexPrice> INDEX = new FileKind<>(DATASET, SOURCE,
      name -> SnapshotNames.baseName(name).contains("index_price"), name -> new IndexPriceParser(),
      OptionsWriters.INDEX, SnapshotNames::date);
  public static final FileKind<DvolCandle> DVOL = new FileKind<>(DATASET, SOURCE,
      name -> {
        String n = SnapshotNames.baseName(name);
        return n.startsWith("dvol") || n.contains("volatility_index");
      }, name -> new DvolParser(), OptionsWriters.DVOL, SnapshotNames::date);

  private OptionsKinds() {
  }

  public static List<FileKind<?>> all() {
    return List.of(BOOK, INDEX, DVOL);
  }
}
