package dev.openmarkets.dataset;

import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.JSON;
import static dev.openmarkets.dataset.FieldType.STRING;

import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * GET {dataset path}/revisions for every versioned dataset: each value a correction, amendment or
 * revision changed (dataset_revisions, written by the versioned writers in the load's transaction),
 * declared like any dataset so that routing, CSV, docs, OpenAPI and MCP come with it.
 */
public final class Revisions {
  private static final String SQL = SqlResource.load(Revisions.class, "revisions.sql");
  /**
   * The same over several tables (etf-flows). One table keeps the plain equality: an ANY over the
   * index's leading column would give up its known_at order (PostgreSQL 15) and sort instead.
   */
  private static final String SEVERAL = SQL.replace("r.tbl = $1", "r.tbl = ANY($1::text[])");
  static final Param<OffsetDateTime> SINCE = Param.dateTime("since",
      "Revisions known at or after this moment; default 30 days before the moment answered (asOf, else now)");
  static final Param<OffsetDateTime> UNTIL = Param.dateTime("until", "Revisions known at or before this moment");
  static final Param<String> SYMBOL = Param.ticker("symbol", "Only revisions of rows of this symbol or ticker");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Revisions returned, newest first");

  private Revisions() {
  }

  /** Whether ds gets a revisions list: versioned, and no path parameter its own path could be taken for. */
  public static boolean listed(Dataset ds) {
    return ds.history().kind() == History.Kind.VERSIONED && ds.params().stream().noneMatch(Param::inPath);
  }

  public static Dataset of(Dataset ds) {
    String table = ds.history().table();
    List<String> tables = ds.history().tables();
    Dataset.Builder b = Dataset.builder(ds.name() + "-revisions", ds.path() + "/revisions", ds.family());
    if (ds.coverage() != null) {
      // the dataset's freshness is the list's (a cadence from the newest record reads it)
      b.coverage(ds.coverage().table(), ds.coverage().dateColumn());
    }
    return b
        .title("Revisions of " + ds.name())
        .summary("Each value of " + ds.name() + " that a correction, amendment or revision changed, newest first: "
            + "the row's key, the field, the value before and after, and when the change became known. A row an "
            + "upstream dropped is listed with new = null. First versions are not listed: they are the dataset's rows.")
        .param(SINCE)
        .param(UNTIL)
        .param(SYMBOL)
        .param(LIMIT)
        .field(Field.of("key", JSON, "The row's key, as its columns (camelCase)"))
        .field(Field.of("field", STRING, "The changed field"))
        .field(Field.nullable("previous", STRING, "The value before, as text (exact); null: it was null"))
        .field(Field.nullable("new", STRING, "The value after, as text (exact); null: null, or the row was dropped"))
        .field(Field.of("versionNo", INTEGER, "The row's version the change made (2, 3, ...); for a dropped row, the version closed"))
        .field(Field.nullable("source", STRING, "The upstream file or document that brought it (source/name)"))
        .note("Revisions are recorded from the moment this service keeps versions on: what was overwritten before "
            + "that is not known.")
        .cadence(ds.cadence())
        .history(History.revisionsOf(table, ds.name()))
        .planner(p -> new SqlPlan(tables.size() == 1 ? SQL : SEVERAL, Tuple.of(tables.size() == 1 ? table
            : tables.toArray(new String[0]), p.get(SINCE), p.get(UNTIL), p.get(SYMBOL), p.limit())))
        .build();
  }
}
