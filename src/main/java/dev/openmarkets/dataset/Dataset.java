package dev.openmarkets.dataset;

import dev.openmarkets.ingest.DatasetState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The one declaration of a dataset. Routing (JSON and /csv), parameter validation, JSON and CSV
 * rendering, the /docs page, OpenAPI and /stats are all derived from it, so adding a dataset is a
 * declaration, its SQL and its ingester.
 *
 * @param name the API dataset name (also the `import` DATASET and the CSV file name)
 * @param path the spec path, with {param} for path parameters
 * @param family the dataset family; one verticle per family answers its queries
 * @param fields row fields in order; the planned SQL returns exactly these columns
 * @param objectShape null for an array payload; otherwise the object wrapping the row list
 * @param coverage the table and date column /stats reads (min, max); null when not meaningful
 * @param notFound how to tell an unknown path value (404) from an empty result; null if none
 * @param maxAgeSeconds how long a cached answer may live without an ingest; 0 = until the next ingest
 * @param lagMillis how long answers may trail the newest commit: commits within this window after
 *     the version answers are keyed by do not replace it (see DatasetState#servedVersion); 0 = never
 * @param cadence when the upstream publishes the next data: the dataset's freshness on /stats
 * @param stream the live stream of the dataset's new rows (its docs page shows them as they come), or null
 * @param schemas the schemas of what the fields leave open (object head, json fields, view rows), or null
 * @param chart the chart its docs page draws, or null
 * @param tool the drop-in MCP tool reading it, or null for a generic tool named after it
 * @param history what it keeps of its past: how it answers asOf and what its rows' knownAt is
 */
public record Dataset(String name, String path, String family, String title, String summary,
    List<Param<?>> params, List<Field> fields, Planner planner, List<Check> checks,
    ObjectShape objectShape, Coverage coverage, NotFound notFound, int maxAgeSeconds,
    List<String> notes, int lagMillis, Cadence cadence, LiveStream<?, ?> stream, PayloadSchemas schemas, Chart chart,
    DropInTool tool, History history) {

  /**
   * An object payload: head values computed from the parameters, then the columns of one row of
   * headSql (when given; each column's name is its JSON field, json/jsonb columns are embedded),
   * then the row list under listField. CSV exports the row list only.
   */
  public record ObjectShape(String listField, Function<Params, Map<String, Object>> head, Planner headSql) {
  }

  public record Coverage(String table, String dateColumn) {
  }

  /**
   * How to tell whether a path value names something known: SQL taking the value as $1 and
   * returning a row when it does, or (for values known from configuration) a predicate.
   * asOfSql, when given, is asked instead with asOf: the same question at the moment
   * ({@link PointInTime#MOMENT}), whether the value was known then; null when the values keep no
   * history (the check then looks at what is known now, with or without asOf).
   */
  public record NotFound(Param<?> param, String what, String sql, String asOfSql,
      java.util.function.Predicate<Object> known) {
  }

  public static Builder builder(String name, String path, String family) {
    return new Builder(name, path, family);
  }

  /**
   * The plan of a request with the moment bound ({@link PointInTime#bind}): what every interface
   * runs, so that no path can forget asOf.
   */
  public SqlPlan plan(Params p) {
    return PointInTime.bind(planner.plan(p), p);
  }

  /**
   * The dataset whose version (dataset_state) keys this one's cached answers and ETags: itself,
   * or for a revisions list the dataset it lists the revisions of.
   */
  public String stateName() {
    return history.follows() != null ? history.follows() : name;
  }

  /** Where the dataset's live stream is served, or null when it has none. */
  public String streamPath() {
    return stream == null ? null : stream.path();
  }

  public Param<?> param(String paramName) {
    for (Param<?> p : params) {
      if (p.name().equals(paramName)) {
        return p;
      }
    }
    return null;
  }

  /** Fluent construction so each dataset file reads top to bottom like its docs page. */
  public static final class Builder {
    private final String name;
    private final String path;
    private final String family;
    private String title = "";
    private String summary = "";
    private final List<Param<?>> params = new ArrayList<>();
    private final List<Field> fields = new ArrayList<>();
    private final List<Check> checks = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private Planner planner;
    private ObjectShape objectShape;
    private Coverage coverage;
    private NotFound notFound;
    private int maxAgeSeconds;
    private int lagMillis;
    private Cadence cadence;
    private LiveStream<?, ?> stream;
    private PayloadSchemas schemas;
    private Chart chart;
    private DropInTool tool;
    private History history = History.latestOnly();

    private Builder(String name, String path, String family) {
      this.name = name;
      this.path = path;
      this.family = family;
    }

    public Builder title(String t) {
      this.title = t;
      return this;
    }

    public Builder summary(String s) {
      this.summary = s;
      return this;
    }

    public Builder note(String n) {
      this.notes.add(n);
      return this;
    }

    public Builder param(Param<?> p) {
      this.params.add(p);
      return this;
    }

    public Builder field(Field f) {
      this.fields.add(f);
      return this;
    }

    public Builder check(Check c) {
      this.checks.add(c);
      return this;
    }

    public Builder planner(Planner p) {
      this.planner = p;
      return this;
    }

    public Builder objectShape(String listField, Function<Params, Map<String, Object>> head) {
      this.objectShape = new ObjectShape(listField, head, null);
      return this;
    }

    /** An object payload whose head also carries the columns of one row returned by headSql. */
    public Builder objectShape(String listField, Function<Params, Map<String, Object>> head, Planner headSql) {
      this.objectShape = new ObjectShape(listField, head, headSql);
      return this;
    }

    public Builder coverage(String table, String dateColumn) {
      this.coverage = new Coverage(table, dateColumn);
      return this;
    }

    /** 404 for path values sql (the value as $1) finds no row for, with or without asOf. */
    public Builder notFound(Param<?> param, String what, String sql) {
      this.notFound = new NotFound(param, what, sql, null, null);
      return this;
    }

    /**
     * 404 for path values sql finds no row for; with asOf, for those asOfSql (the value as $1, the
     * moment as {@link PointInTime#MOMENT}) finds none for, i.e. not yet known at that moment.
     */
    public Builder notFound(Param<?> param, String what, String sql, String asOfSql) {
      if (!asOfSql.contains(PointInTime.MOMENT)) {
        throw new IllegalStateException("dataset " + name + ": the asOf notFound SQL does not read the moment");
      }
      this.notFound = new NotFound(param, what, sql, asOfSql, null);
      return this;
    }

    /** 404 for path values the predicate does not know (lists kept in configuration). */
    public Builder notFoundUnless(Param<?> param, String what, java.util.function.Predicate<Object> known) {
      this.notFound = new NotFound(param, what, null, null, known);
      return this;
    }

    public Builder maxAgeSeconds(int s) {
      this.maxAgeSeconds = s;
      return this;
    }

    /**
     * For datasets written many times a second (stream batches): answers may trail the newest
     * commit by up to millis, so one commit after another does not turn every poll into a cache
     * miss. Said on the docs page.
     */
    public Builder lagMillis(int millis) {
      this.lagMillis = millis;
      notes.add("Answers may trail the newest stored event by up to " + (millis % 1000 == 0 ? millis / 1000 + " s"
          : millis + " ms") + ": while events arrive several times a second, the cached answer of a query is "
          + "replaced at most that often.");
      return this;
    }

    /** When the upstream publishes the next data (see {@link Cadence}); every dataset declares one. */
    public Builder cadence(Cadence c) {
      this.cadence = c;
      return this;
    }

    /** The live stream of the dataset's new rows (see {@link LiveStream}). */
    public Builder stream(LiveStream<?, ?> s) {
      this.stream = s;
      return this;
    }

    /** The schemas of the object head, json fields and view rows (see {@link PayloadSchemas}). */
    public Builder schemas(PayloadSchemas s) {
      this.schemas = s;
      return this;
    }

    /** The chart the docs page draws (see {@link Chart}). */
    public Builder chart(Chart c) {
      this.chart = c;
      return this;
    }

    /** The drop-in MCP tool name this dataset answers (alone, or as one variant of it). */
    public Builder tool(DropInTool t) {
      this.tool = t;
      return this;
    }

    /**
     * What the dataset keeps of its past (see {@link History}); without it, its latest state only.
     * A dataset with history gets the knownAt field last, which its SQL returns as the last column.
     */
    public Builder history(History h) {
      this.history = h;
      return this;
    }

    public Builder tool(String dropInName) {
      return tool(DropInTool.named(dropInName));
    }

    public Dataset build() {
      if (planner == null || fields.isEmpty()) {
        throw new IllegalStateException("dataset " + name + " needs a planner and fields");
      }
      if (cadence == null) {
        throw new IllegalStateException("dataset " + name + " needs a cadence (when is its next data due?)");
      }
      if (cadence.basis() == Cadence.Basis.NEWEST_RECORD && coverage == null) {
        throw new IllegalStateException("dataset " + name + ": a cadence from the newest record needs a coverage column");
      }
      if (notFound != null && params.stream().noneMatch(p -> p.name().equals(notFound.param().name()))) {
        throw new IllegalStateException("dataset " + name + ": notFound reads '" + notFound.param().name()
            + "', which it does not declare");
      }
      if (schemas != null) {
        checkSchemas();
      }
      if (params.stream().anyMatch(p -> p.name().equals(PointInTime.AS_OF.name()))) {
        throw new IllegalStateException("dataset " + name + ": asOf is every dataset's point-in-time parameter");
      }
      List<Param<?>> all = new ArrayList<>(params);
      all.add(PointInTime.AS_OF);
      List<Field> rowFields = new ArrayList<>(fields);
      if (history.rowsKnown()) {
        rowFields.add(PointInTime.KNOWN_AT);
      }
      return new Dataset(name, path, family, title, summary, List.copyOf(all), List.copyOf(rowFields),
          planner, List.copyOf(checks), objectShape, coverage, notFound, maxAgeSeconds, List.copyOf(notes),
          lagMillis, cadence, stream, schemas, chart, tool, history);
    }

    private void checkSchemas() {
      if (schemas.head() != null && objectShape == null) {
        throw new IllegalStateException("dataset " + name + ": a head schema needs an object shape");
      }
      for (String f : schemas.fields().keySet()) {
        if (fields.stream().noneMatch(d -> d.name().equals(f) && d.type() == FieldType.JSON)) {
          throw new IllegalStateException("dataset " + name + ": schema for " + f + ", which is no json field");
        }
      }
    }
  }
}
