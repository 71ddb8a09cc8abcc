package dev.openmarkets.ingest;

import dev.openmarkets.observe.RowChanges;

/** What one file did to its table. unchanged = rows already present with identical values. */
public record WriteCounts(int total, int inserted, int updated, int unchanged, int deleted)
    implements RowChanges {
  public static final WriteCounts NONE = new WriteCounts(0, 0, 0, 0, 0);

  public boolean changedAnything() {
    return inserted + updated + deleted > 0;
  }

  public WriteCounts plus(WriteCounts o) {
    return new WriteCounts(total + o.total, inserted + o.inserted, updated + o.updated,
        unchanged + o.unchanged, deleted + o.deleted);
  }
}
