package dev.openmarkets.http.docs;

import dev.openmarkets.answer.Answers;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.ingest.DatasetState;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The example section of each docs page for the current data version: the dataset's default query
 * (with a real path value when the path has a parameter) asked through the answer path ({@link Answers}), rendered by
 * {@link ExampleSection}. Kept per version, so a page view queries the database once per ingest at
 * most (a path value is re-chosen when the dataset's own version moves, not its list's).
 */
public final class DocsExamples {
  private final List<Dataset> datasets;
  private final DatasetState state;
  private final Answers answers;
  private final String baseUrl;
  private final Map<String, Held> held = new ConcurrentHashMap<>();

  public DocsExamples(List<Dataset> datasets, DatasetState state, Answers answers, String baseUrl) {
    this.datasets = datasets;
    this.state = state;
    this.answers = answers;
    this.baseUrl = baseUrl;
  }

  public Future<String> section(Vertx vertx, Dataset ds) {
    long version = state.version(ds.stateName());
    Held h = held.get(ds.name());
    if (h != null && h.version() == version) {
      return Future.succeededFuture(h.html());
    }
    PathValues.Ask ask = (d, path, query) -> answers.bodyOrNull(vertx, d, path, query);
    Future<PathValues.Chosen> chosen = PathValues.exampleParam(ds) != null
        ? new PathValues(datasets, ask).choose(ds)
        : ask.json(ds, Map.of(), MultiMap.caseInsensitiveMultiMap()).map(answer -> new PathValues.Chosen(Map.of(), answer));
    return chosen.map(c -> {
      String html = ExampleSection.render(ds, baseUrl, c.values(), c.answer());
      if (c.answer() != null) {
        held.put(ds.name(), new Held(version, html));
      }
      return html;
    });
  }

  private record Held(long version, String html) {
  }
}
