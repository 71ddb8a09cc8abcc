package dev.openmarkets.dataset;

import java.util.List;

/**
 * What a dataset keeps of its past, which decides how it answers {@code asOf} and what its rows'
 * {@code knownAt} is (docs/point-in-time.md):
 * <ul>
 *   <li>{@link Kind#VERSIONED}: its tables keep every version of a row with {@code known_at} and
 *       {@code superseded_at}; its SQL filters them by the moment ({@link PointInTime#MOMENT}) and
 *       returns {@code known_at} as the last column.</li>
 *   <li>{@link Kind#EVENT_TIME}: its rows are observations that are never revised; a row is known
 *       from its own time column, which its SQL compares with the moment and returns last.</li>
 *   <li>{@link Kind#LATEST_ONLY}: its tables hold only the latest state. The current answer is the
 *       answer as of any moment since its last commit, and nothing earlier can be answered: an
 *       {@code asOf} before that commit is a 400 naming it, never a silently current answer.</li>
 * </ul>
 *
 * @param floorSql for VERSIONED and EVENT_TIME: one row, one timestamptz column, the earliest
 *     moment the dataset can answer (the smallest known_at it keeps); null for LATEST_ONLY
 * @param knownAtDoc where a row's knownAt comes from, for its docs page
 * @param table for VERSIONED: the versioned table whose changes its revisions list (several:
 *     their names joined by ',', see {@link #tables()}); else null
 * @param follows the dataset whose version keys this one's answers (a revisions list follows its
 *     dataset's commits); null: its own
 */
public record History(Kind kind, String floorSql, String knownAtDoc, String table, String follows) {
  public enum Kind { VERSIONED, EVENT_TIME, LATEST_ONLY }

  /** Rows versioned in table (known_at, superseded_at); knownAtDoc says where known_at comes from. */
  public static History versioned(String table, String knownAtDoc) {
    return new History(Kind.VERSIONED, "SELECT min(known_at) FROM " + table, knownAtDoc, table, null);
  }

  /**
   * Rows read from several versioned tables (etf-flows: holdings and reported flows): it can answer
   * from the earliest known_at of any of them, and its revisions list those of all of them.
   */
  public static History versioned(List<String> tables, String knownAtDoc) {
    return new History(Kind.VERSIONED, floorOf(tables), knownAtDoc, String.join(",", tables), null);
  }

  /** The versioned tables whose revisions the dataset lists (empty when not versioned). */
  public List<String> tables() {
    return table == null ? List.of() : List.of(table.split(","));
  }

  private static String floorOf(List<String> tables) {
    if (tables.size() == 1) {
      return "SELECT min(known_at) FROM " + tables.get(0);
    }
    return "SELECT least(" + String.join(", ", tables.stream().map(t -> "(SELECT min(known_at) FROM " + t + ")").toList())
        + ")";
  }

  /** Observations known from their own time column, never revised. */
  public static History eventTime(String table, String column, String knownAtDoc) {
    return new History(Kind.EVENT_TIME, "SELECT min(" + column + ") FROM " + table, knownAtDoc, null, null);
  }

  /**
   * Observations known from their own time, whose earliest answerable moment floorSql states itself:
   * several tables, or a retention that keeps less than the oldest row's time suggests.
   */
  public static History eventTimeFrom(String floorSql, String knownAtDoc) {
    return new History(Kind.EVENT_TIME, floorSql, knownAtDoc, null, null);
  }

  /**
   * Rows versioned in table (whose revisions it lists), answering from the moment floorSql states:
   * a dataset that also reads other versioned tables.
   */
  public static History versionedFrom(String table, String floorSql, String knownAtDoc) {
    return new History(Kind.VERSIONED, floorSql, knownAtDoc, table, null);
  }

  public static History latestOnly() {
    return new History(Kind.LATEST_ONLY, null, null, null, null);
  }

  /**
   * The revisions list of dataset's table: its own log rows, known when the revision was, following
   * dataset's commits; it can answer from the table's first version on (no revision yet: an empty list).
   */
  static History revisionsOf(String table, String dataset) {
    return new History(Kind.EVENT_TIME, floorOf(List.of(table.split(","))),
        "When the revision became known: the knownAt of the version it made current.", null, dataset);
  }

  /** Whether rows carry knownAt (the SQL returns it as the last column). */
  public boolean rowsKnown() {
    return kind != Kind.LATEST_ONLY;
  }
}
