package dev.openmarkets.observe;

/** What one committed file did to its table, as the ingest counters count it. */
public interface RowChanges {
  int inserted();

  int updated();

  int deleted();
}
