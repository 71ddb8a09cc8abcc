package dev.openmarkets.ingest;

import java.time.LocalDate;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One kind of upstream file: which dataset and source it feeds, how to recognise its name, the
 * parser, the table writer, and the date a file name stands for (the poller's bookmark).
 */
public record FileKind<R>(String dataset, String source, Predicate<String> matchesName,
    Function<String, FileParser<R>> parserFor, TableWriter<R> writer,
    Function<String, LocalDate> fileDate) {

  public FileParser<R> parser(String fileName) {
    return parserFor.apply(fileName);
  }
}
