package dev.openmarkets.derivs.options;

import dev.openmarkets.derivs.upstream.SnapshotNames;
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

  public static final FileKind<OptionQuote> BOOK = FileKind.forDataset(DATASET)
      .source(SOURCE)
      .names(name -> SnapshotNames.baseName(name).contains("book_summary"))
      .writer(OptionsWriters.QUOTES)
      .parser(name -> new BookSummaryParser())
      .fileDate(SnapshotNames::date)
      .build();
  public static final FileKind<IndexPrice> INDEX = FileKind.forDataset(DATASET)
      .source(SOURCE)
      .names(name -> SnapshotNames.baseName(name).contains("index_price"))
      .writer(OptionsWriters.INDEX)
      .parser(name -> new IndexPriceParser())
      .fileDate(SnapshotNames::date)
      .build();
  public static final FileKind<DvolCandle> DVOL = FileKind.forDataset(DATASET)
      .source(SOURCE)
      .names(name -> {
        String n = SnapshotNames.baseName(name);
        return n.startsWith("dvol") || n.contains("volatility_index");
      })
      .writer(OptionsWriters.DVOL)
      .parser(name -> new DvolParser())
      .fileDate(SnapshotNames::date)
      .build();

  private OptionsKinds() {
  }

  public static List<FileKind<?>> all() {
    return List.of(BOOK, INDEX, DVOL);
  }
}
