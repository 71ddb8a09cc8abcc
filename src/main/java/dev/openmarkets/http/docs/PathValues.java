package dev.openmarkets.http.docs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.openmarkets.answer.ParamParser;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.ParamType;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real value for a dataset's path parameter, so its docs page can show a real answer: taken
 * from the current data of the list the parameter documents (a "/api/markets/..." path named in its
 * doc, or the dataset one path segment up: cot for cot/{slug}), else from the examples its doc
 * lists ("(btc, eth, ...)"). Each candidate is asked for in turn; the first that answers with rows wins.
 */
final class PathValues {
  /** Candidates tried per page at most: each is one query. */
  static final int MAX_TRIES = 8;
  private static final Pattern API_PATH = Pattern.compile("/api/markets/[a-z0-9/-]+");
  private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
  private static final int ROWS_READ = 20;

  private final List<Dataset> all;
  private final Ask ask;

  PathValues(List<Dataset> all, Ask ask) {
    this.all = all;
    this.ask = ask;
  }

  /** The path parameter of a dataset that has exactly one; null otherwise. */
  static Param<?> pathParam(Dataset ds) {
    List<Param<?>> inPath = ds.params().stream().filter(Param::inPath).toList();
    return inPath.size() == 1 ? inPath.get(0) : null;
  }

  /**
   * The parameter an example needs a value for: the dataset's one path parameter, else (financials)
   * the first ticker or slug query parameter without a default when the query without
   * parameters is refused; null when the default query answers as it is.
   */
  static Param<?> exampleParam(Dataset ds) {
    Param<?> p = pathParam(ds);
    if (p != null) {
      return p;
    }
    try {
      ParamParser.parse(ds, MultiMap.caseInsensitiveMultiMap(), Map.of(), false);
      return null;
    } catch (RuntimeException refused) {
      return ds.params().stream()
          .filter(q -> !q.inPath() && q.defaultValue() == null && (q.type() == ParamType.TICKER || q.type() == ParamType.SLUG))
          .findFirst().orElse(null);
    }
  }

  /** The example's request path: values of path parameters in the path, a query parameter's after '?'. */
  static String requestPath(Dataset ds, Param<?> p, Map<String, String> values) {
    String path = Charts.withValues(ds.path(), values);
    if (p != null && !p.inPath() && values.get(p.name()) != null) {
      path += "?" + p.name() + "=" + java.net.URLEncoder.encode(values.get(p.name()), java.nio.charset.StandardCharsets.UTF_8);
    }
    return path;
  }

  /** A chosen value and the answer it gave; empty when no candidate answered. */
  record Chosen(Map<String, String> values, String answer) {
  }

  Future<Chosen> choose(Dataset ds) {
    Param<?> p = exampleParam(ds);
    if (p == null) {
      return Future.succeededFuture(new Chosen(Map.of(), null));
    }
    return fromLists(ds, p).map(listed -> {
      Set<String> candidates = new LinkedHashSet<>();
      // a slug is lower case in its canonical form (the API accepts any case): show that one
      listed.forEach(v -> candidates.add(p.type() == ParamType.SLUG ? v.toLowerCase(Locale.ROOT) : v));
      fromDoc(p.doc()).forEach(v -> candidates.add(p.type() == ParamType.SLUG ? v.toLowerCase(Locale.ROOT) : v));
      return new ArrayList<>(candidates).subList(0, Math.min(MAX_TRIES, candidates.size()));
    }).compose(candidates -> tryEach(ds, p, candidates, 0, null));
  }

  /** Asks each candidate in order; keeps the first with rows, else the first that answered at all. */
  private Future<Chosen> tryEach(Dataset ds, Param<?> p, List<String> candidates, int i, Chosen answeredEmpty) {
    if (i >= candidates.size()) {
      return Future.succeededFuture(answeredEmpty != null ? answeredEmpty : new Chosen(Map.of(), null));
    }
    Map<String, String> values = Map.of(p.name(), candidates.get(i));
    Future<String> asked = p.inPath() ? ask.json(ds, values, MultiMap.caseInsensitiveMultiMap())
        : ask.json(ds, Map.of(), MultiMap.caseInsensitiveMultiMap().addAll(values));
    return asked.compose(answer -> {
      if (answer != null && Answer.rowCount(ds, Answer.read(answer)) > 0) {
        return Future.succeededFuture(new Chosen(values, answer));
      }
      Chosen empty = answeredEmpty == null && answer != null ? new Chosen(values, answer) : answeredEmpty;
      return tryEach(ds, p, candidates, i + 1, empty);
    });
  }

  /** Values of the parameter (or of a `slug`) in the first rows of the lists that name them. */
  private Future<List<String>> fromLists(Dataset ds, Param<?> p) {
    List<Dataset> sources = new ArrayList<>();
    Matcher m = API_PATH.matcher(p.doc() == null ? "" : p.doc());
    while (m.find()) {
      listAt(m.group()).ifPresent(sources::add);
    }
    int cut = ds.path().indexOf("/{");
    if (cut > 0) {
      listAt(ds.path().substring(0, cut)).filter(d -> !sources.contains(d)).ifPresent(sources::add);
    }
    if (sources.isEmpty()) {
      // nothing names a list (financials?symbol=): the family's other datasets hold its values
      all.stream().filter(d -> d.family().equals(ds.family()) && !d.name().equals(ds.name())
          && d.params().stream().noneMatch(Param::inPath)).forEach(sources::add);
    }
    List<Future<String>> answers = sources.stream().map(src -> ask.json(src, Map.of(), MultiMap.caseInsensitiveMultiMap())).toList();
    return Future.all(answers).map(done -> {
      List<String> out = new ArrayList<>();
      for (int i = 0; i < sources.size(); i++) {
        ArrayNode rows = Answer.rows(sources.get(i), Answer.read(answers.get(i).result()));
        for (int r = 0; rows != null && r < Math.min(ROWS_READ, rows.size()); r++) {
          String v = valueIn(rows.get(r), p.name());
          if (v != null) {
            out.add(v);
          }
        }
      }
      return out;
    });
  }

  private java.util.Optional<Dataset> listAt(String path) {
    return all.stream().filter(d -> d.path().equals(path) && d.params().stream().noneMatch(Param::inPath)).findFirst();
  }

  /** The row's value named like the parameter, else its slug, ticker or symbol, looking one object level down too. */
  static String valueIn(JsonNode row, String name) {
    for (String key : List.of(name, "slug", "ticker", "symbol")) {
      if (row.get(key) != null && row.get(key).isTextual()) {
        return row.get(key).asText();
      }
    }
    for (JsonNode child : row) {
      if (child.isObject()) {
        for (String key : List.of(name, "slug", "ticker", "symbol")) {
          if (child.get(key) != null && child.get(key).isTextual()) {
            return child.get(key).asText();
          }
        }
      }
    }
    return null;
  }

  /** Example values a parameter's doc lists: single words between commas, colons or brackets. */
  static List<String> fromDoc(String doc) {
    List<String> out = new ArrayList<>();
    if (doc == null) {
      return out;
    }
    for (String part : doc.split("[,():;]")) {
      String t = part.strip().replaceAll("\\.+$", "");
      if (TOKEN.matcher(t).matches() && !API_PATH.matcher(t).find()) {
        out.add(t);
      }
    }
    return out;
  }

  /** The keyless JSON body of a dataset for path values and query parameters; null when there is none. */
  @FunctionalInterface
  interface Ask {
    Future<String> json(Dataset ds, Map<String, String> pathValues, MultiMap query);
  }
}
