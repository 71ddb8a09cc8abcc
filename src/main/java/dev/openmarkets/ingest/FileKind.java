package dev.openmarkets.ingest;

import java.time.LocalDate;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One kind of upstream file: which dataset and source it feeds, how to recognise its name, the
 * parser, the table writer, and the date a file name stands for (the poller's bookmark). Built
 * with named steps: {@code FileKind.forDataset("cot").source("cftc-cot").writer(W).parser(P).build()}.
 */
public record FileKind<R>(String dataset, String source, Predicate<String> matchesName,
    Function<String, FileParser<R>> parserFor, TableWriter<R> writer,
    Function<String, LocalDate> fileDate) {

  public FileParser<R> parser(String fileName) {
    return parserFor.apply(fileName);
  }

  /** The first step: the dataset the files feed. */
  public static Untyped forDataset(String dataset) {
    return new Untyped(dataset);
  }

  /** The steps before the writer fixes the row type: source and file names. */
  public static final class Untyped {
    private final String dataset;
    private String source;
    private Predicate<String> matchesName = name -> true;

    private Untyped(String dataset) {
      this.dataset = dataset;
    }

    /** The source name recorded in ingest_files. */
    public Untyped source(String s) {
      this.source = s;
      return this;
    }

    /** Which file names are of this kind (`import` picks the first kind that matches); default any. */
    public Untyped names(Predicate<String> matches) {
      this.matchesName = matches;
      return this;
    }

    /** The table writer; its row type is the kind's. */
    public <R> Builder<R> writer(TableWriter<R> writer) {
      return new Builder<>(this, writer);
    }
  }

  /** The steps after the writer: the parser (required) and the date a file name stands for. */
  public static final class Builder<R> {
    private final Untyped start;
    private final TableWriter<R> writer;
    private Function<String, FileParser<R>> parserFor;
    private Function<String, LocalDate> fileDate = name -> null;

    private Builder(Untyped start, TableWriter<R> writer) {
      this.start = start;
      this.writer = writer;
    }

    /** A parser for the named file (most ignore the name). */
    public Builder<R> parser(Function<String, FileParser<R>> p) {
      this.parserFor = p;
      return this;
    }

    /** The date a file name stands for (the poller's bookmark); default none. */
    public Builder<R> fileDate(Function<String, LocalDate> f) {
      this.fileDate = f;
      return this;
    }

    public FileKind<R> build() {
      String what = "file kind of " + start.dataset;
      return new FileKind<>(Objects.requireNonNull(start.dataset, "dataset"),
          Objects.requireNonNull(start.source, what + " needs a source"), start.matchesName,
          Objects.requireNonNull(parserFor, what + " needs a parser"),
          Objects.requireNonNull(writer, what + " needs a writer"), fileDate);
    }
  }
}
