package dev.openmarkets.testing;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** PostgreSQL's JSON plans (EXPLAIN or auto_explain, FORMAT JSON) as a flat list of nodes. */
public final class Plans {
  private Plans() {
  }

  /** Every node of a plan object ({"Plan": {...}}), root first, depth first. */
  public static List<JsonObject> nodes(JsonObject plan) {
    List<JsonObject> into = new ArrayList<>();
    collect(plan.getJsonObject("Plan"), into);
    return into;
  }

  private static void collect(JsonObject node, List<JsonObject> into) {
    into.add(node);
    JsonArray children = node.getJsonArray("Plans");
    if (children != null) {
      for (int i = 0; i < children.size(); i++) {
        collect(children.getJsonObject(i), into);
      }
    }
  }
}
