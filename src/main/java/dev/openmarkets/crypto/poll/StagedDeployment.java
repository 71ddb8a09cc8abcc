package dev.openmarkets.crypto.poll;

import io.vertx.core.Deployable;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import dev.openmarkets.ingest.poll.PollerGroup;
import java.util.ArrayList;
import java.util.List;

/**
 * Deploys verticles in stages, each stage once the previous one has started: the writers'
 * consumers are registered before any poller or stream sends to them. The verticles are children
 * of this one, stopped in reverse order: streams and pollers first, so that what they hand over
 * in stopping still reaches a writer, then the writers, which flush what they hold (SIGTERM loses
 * no accepted event).
 */
public final class StagedDeployment extends VerticleBase implements PollerGroup {
  private final List<List<Deployable>> stages;
  private final List<List<String>> deployed = new ArrayList<>();

  public StagedDeployment(List<List<Deployable>> stages) {
    this.stages = stages;
  }

  @Override
  public List<Deployable> members() {
    return stages.stream().flatMap(List::stream).toList();
  }

  @Override
  public Future<?> start() {
    Future<Void> chain = Future.succeededFuture();
    for (List<Deployable> stage : stages) {
      chain = chain.compose(v -> {
        List<Future<String>> ids = new ArrayList<>();
        stage.forEach(d -> ids.add(vertx.deployVerticle(d)));
        return Future.all(ids).map(all -> {
          deployed.add(all.<String>list());
          return null;
        });
      });
    }
    return chain;
  }

  @Override
  public Future<?> stop() {
    Future<Void> chain = Future.succeededFuture();
    for (int i = deployed.size() - 1; i >= 0; i--) {
      List<String> stage = deployed.get(i);
      chain = chain.compose(v -> Future.all(stage.stream().map(id -> vertx.undeploy(id).recover(e -> Future.succeededFuture()))
          .toList()).mapEmpty());
    }
    return chain;
  }
}
