package dev.openmarkets.alerts;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.FieldType;
import dev.openmarkets.util.Symbols;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.SqlConnection;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A rule across datasets: {"allOf": [{"dataset", "params"[, "key"][, "dateField"]}, ...], "key":
 * "symbol", "withinDays": N}. Each condition's query runs as its dataset's GET would; a row's key
 * is the field named key (the condition's own "key" when its rows call it otherwise), read from
 * the row's JSON object and normalised as tickers are (upper case, class shares with a hyphen);
 * its date is the condition's dateField, by default the dataset's first date field. A key
 * matches when every condition has a row for it and the newest such row of each lies within
 * withinDays of the others; the match is the window [oldest, newest] of those rows.
 */
record CrossRule(List<Condition> conditions, String key, int withinDays, JsonObject raw) {
  static final int MAX_CONDITIONS = 5;
  static final int MAX_DAYS = 366;

  /** One condition: its query, and which fields of its rows are the key and the date. */
  record Condition(WatchedQuery query, String keyField, String dateField) {
  }

  /** A key whose rows meet every condition within the window, with the row each condition matched. */
  record Match(String key, LocalDate start, LocalDate end, List<byte[]> rows) {
  }

  private record Dated(LocalDate date, byte[] row) {
  }

  /** Throws ApiError 400 (a condition's parameters: the same 400 as its dataset's GET). */
  static CrossRule parse(JsonObject body, DatasetIndex index) {
    if (!(body.getValue("allOf") instanceof JsonArray all) || all.size() < 2 || all.size() > MAX_CONDITIONS) {
      throw ApiError.badRequest("'allOf' must list 2 to " + MAX_CONDITIONS + " conditions {\"dataset\", \"params\"}.");
    }
    String key = body.getValue("key", "symbol") instanceof String k ? k : null;
    int n = body.getValue("withinDays") instanceof Integer d ? d : -1;
    if (key == null || n < 0 || n > MAX_DAYS) {
      throw ApiError.badRequest("A rule needs 'key' (a field name, default symbol) and 'withinDays' (0 to " + MAX_DAYS
          + ").");
    }
    List<Condition> conditions = new ArrayList<>();
    for (Object o : all) {
      if (!(o instanceof JsonObject c)) {
        throw ApiError.badRequest("Each 'allOf' condition must be an object {\"dataset\", \"params\"}.");
      }
      conditions.add(condition(c, key, index));
    }
    JsonObject raw = new JsonObject().put("allOf", all.copy()).put("key", key).put("withinDays", n);
    return new CrossRule(List.copyOf(conditions), key, n, raw);
  }

  private static Condition condition(JsonObject c, String ruleKey, DatasetIndex index) {
    DatasetIndex.Named named = index.find(c.getValue("dataset") instanceof String s ? s : null);
    Object p = c.getValue("params", new JsonObject());
    if (!(p instanceof JsonObject params)) {
      throw ApiError.badRequest("'params' must be an object of the dataset's query parameters.");
    }
    WatchedQuery q = WatchedQuery.of(named.dataset(), DatasetIndex.withPathValues(params, named.pathValues()));
    String keyField = c.getValue("key", ruleKey) instanceof String k ? k : ruleKey;
    List<Field> fields = named.dataset().fields();
    if (fields.stream().noneMatch(f -> f.name().equals(keyField))) {
      throw ApiError.badRequest("Rows of '" + index.pathName(named.dataset().name()) + "' have no field '" + keyField
          + "'; name the condition's own \"key\" among: " + fields.stream().map(Field::name).toList() + ".");
    }
    String dateField = c.getValue("dateField") instanceof String d ? d : fields.stream()
        .filter(f -> f.type() == FieldType.DATE || f.type() == FieldType.TIMESTAMP).map(Field::name).findFirst()
        .orElse(null);
    if (dateField == null || fields.stream().noneMatch(f -> f.name().equals(dateField))) {
      throw ApiError.badRequest("Rows of '" + index.pathName(named.dataset().name()) + "' have no date field"
          + (dateField == null ? "" : " '" + dateField + "'") + " to place them in a window.");
    }
    return new Condition(q, keyField, dateField);
  }

  /** The datasets whose commits may change the rule's matches. */
  String[] watched() {
    Set<String> names = new LinkedHashSet<>();
    conditions.forEach(c -> names.add(c.query().dataset().name()));
    return names.toArray(new String[0]);
  }

  /** Runs every condition's query on conn, one after another, and joins them on the key. */
  Future<List<Match>> matches(SqlConnection conn) {
    List<Map<String, Dated>> perCondition = new ArrayList<>();
    Future<Void> chain = Future.succeededFuture();
    for (Condition c : conditions) {
      chain = chain.compose(v -> c.query().run(conn).map(found -> {
        perCondition.add(newestByKey(c, found));
        return null;
      }));
    }
    return chain.map(v -> join(perCondition));
  }

  private static Map<String, Dated> newestByKey(Condition c, List<WatchedQuery.Found> found) {
    Map<String, Dated> out = new HashMap<>();
    for (WatchedQuery.Found f : found) {
      JsonObject row = new JsonObject(new String(f.json(), StandardCharsets.UTF_8));
      String k = row.getValue(c.keyField()) == null ? null : Symbols.normalize(row.getValue(c.keyField()).toString());
      LocalDate d = date(row.getValue(c.dateField()));
      if (k != null && d != null) {
        out.merge(k, new Dated(d, f.json()), (a, b) -> b.date().isAfter(a.date()) ? b : a);
      }
    }
    return out;
  }

  private List<Match> join(List<Map<String, Dated>> perCondition) {
    List<Match> out = new ArrayList<>();
    // sorted keys: the outbox order of one commit's matches does not depend on hash order
    for (String k : new TreeMap<>(perCondition.get(0)).keySet()) {
      List<Dated> rows = new ArrayList<>();
      for (Map<String, Dated> m : perCondition) {
        Dated d = m.get(k);
        if (d == null) {
          break;
        }
        rows.add(d);
      }
      if (rows.size() < perCondition.size()) {
        continue;
      }
      LocalDate start = rows.stream().map(Dated::date).min(LocalDate::compareTo).orElseThrow();
      LocalDate end = rows.stream().map(Dated::date).max(LocalDate::compareTo).orElseThrow();
      if (ChronoUnit.DAYS.between(start, end) <= withinDays) {
        out.add(new Match(k, start, end, rows.stream().map(Dated::row).toList()));
      }
    }
    return out;
  }

  private static LocalDate date(Object v) {
    if (!(v instanceof String s) || s.length() < 10) {
      return null;
    }
    try {
      return LocalDate.parse(s.substring(0, 10));
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
