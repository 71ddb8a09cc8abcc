package dev.openmarkets.alerts;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import io.vertx.core.json.JsonObject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the dataset an alert names: its path under /api/markets/ ("liquidations/recent",
 * "insiders", "cot/gold" for "/api/markets/cot/{slug}", path values becoming parameters) or its
 * name ("liquidations-recent").
 */
final class DatasetIndex {
  static final String PREFIX = "/api/markets/";

  /** The dataset and the path values its name carried. */
  record Named(Dataset dataset, Map<String, String> pathValues) {
  }

  private final List<Dataset> datasets;
  private final Map<String, Dataset> byName = new HashMap<>();

  DatasetIndex(List<Dataset> datasets) {
    this.datasets = datasets;
    datasets.forEach(d -> byName.put(d.name(), d));
  }

  Dataset byName(String name) {
    return byName.get(name);
  }

  /** What the API shows for a dataset: its path under /api/markets/. */
  String pathName(String datasetName) {
    Dataset d = byName.get(datasetName);
    return d == null || !d.path().startsWith(PREFIX) ? datasetName : d.path().substring(PREFIX.length());
  }

  /** Throws ApiError 400 naming the problem. */
  Named find(String given) {
    if (given == null || given.isBlank()) {
      throw ApiError.badRequest("'dataset' is required: a path under /api/markets/, e.g. \"threshold-list\".");
    }
    String g = given.startsWith(PREFIX) ? given.substring(PREFIX.length()) : given;
    Named exact = null;
    Named templated = null;
    for (Dataset d : datasets) {
      if (!d.path().startsWith(PREFIX)) {
        continue;
      }
      Map<String, String> values = match(d.path().substring(PREFIX.length()).split("/"), g.split("/"));
      if (values != null && values.isEmpty()) {
        exact = new Named(d, values);
      } else if (values != null && templated == null) {
        templated = new Named(d, values);
      }
    }
    if (exact != null || templated != null) {
      return exact != null ? exact : templated;
    }
    if (byName.containsKey(g)) {
      return new Named(byName.get(g), Map.of());
    }
    throw ApiError.badRequest("Unknown dataset '" + given + "': give a path under /api/markets/, e.g. \"threshold-list\".");
  }

  /** Path values of given against a path template, or null when they do not match. */
  private static Map<String, String> match(String[] template, String[] given) {
    if (template.length != given.length) {
      return null;
    }
    Map<String, String> values = new HashMap<>();
    for (int i = 0; i < template.length; i++) {
      String t = template[i];
      if (t.startsWith("{") && t.endsWith("}")) {
        values.put(t.substring(1, t.length() - 1), given[i]);
      } else if (!t.equals(given[i])) {
        return null;
      }
    }
    return values;
  }

  /** The parameters of an alert with its path values added (path values win). */
  static JsonObject withPathValues(JsonObject params, Map<String, String> values) {
    JsonObject out = params.copy();
    values.forEach(out::put);
    return out;
  }
}
