package dev.openmarkets.ingest;

import dev.openmarkets.observe.RowChanges;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;

/** What one file did to its table. unchanged = rows already present with identical values. */
public record WriteCounts(int total, int inserted, int updated, int unchanged, int deleted)
    implements RowChanges {
  public static final WriteCounts NONE = new WriteCounts(0, 0, 0, 0, 0);

  /**
   * The counts of an upsert of total rows that returns one boolean per row it wrote, true when
   * inserted (`RETURNING (xmax = 0) AS inserted`): rows it did not return were left unchanged.
   */
  public static WriteCounts flagged(RowSet<Row> written, int total) {
    int inserted = 0;
    int updated = 0;
    for (Row r : written) {
      if (r.getBoolean(0)) {
        inserted++;
      } else {
        updated++;
      }
    }
    return new WriteCounts(total, inserted, updated, total - inserted - updated, 0);
  }

  /** A deletion of n rows (the rows of an accession a corrected document no longer holds). */
  public static WriteCounts deleted(int n) {
    return new WriteCounts(0, 0, 0, 0, n);
  }

  public boolean changedAnything() {
    return inserted + updated + deleted > 0;
  }

  public WriteCounts plus(WriteCounts o) {
    return new WriteCounts(total + o.total, inserted + o.inserted, updated + o.updated,
        unchanged + o.unchanged, deleted + o.deleted);
  }
}
