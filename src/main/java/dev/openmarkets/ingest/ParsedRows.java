package dev.openmarkets.ingest;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The rows a parser read together with what it noticed without rejecting the file: format drift
 * (an unknown extra column) and rows it skipped and counted. A parser returns it in place of a
 * plain list; {@link FileLoader} carries the notes into the {@link FileOutcome}, so the log, the
 * import line and the poller's /stats outcome say them.
 */
public final class ParsedRows<R> extends AbstractList<R> implements RandomAccess {
  private final List<R> rows;
  private final List<String> notes;

  private ParsedRows(List<R> rows, List<String> notes) {
    this.rows = rows;
    this.notes = List.copyOf(notes);
  }

  /** rows as they are when notes is empty, else the rows with the notes. */
  public static <R> List<R> of(List<R> rows, List<String> notes) {
    return notes.isEmpty() ? rows : new ParsedRows<>(rows, notes);
  }

  /** The notes of rows a parser returned, joined with "; ", or null when it noted nothing. */
  public static String notesOf(List<?> rows) {
    return rows instanceof ParsedRows<?> p ? String.join("; ", p.notes) : null;
  }

  /** The plain rows underneath (the writer needs no notes). */
  @SuppressWarnings("unchecked")
  public static <R> List<R> rowsOf(List<R> rows) {
    return rows instanceof ParsedRows<?> p ? (List<R>) p.rows : rows;
  }

  @Override
  public R get(int index) {
    return rows.get(index);
  }

  @Override
  public int size() {
    return rows.size();
  }
}
