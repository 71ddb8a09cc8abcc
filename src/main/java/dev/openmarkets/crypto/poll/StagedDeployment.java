package dev.openmarkets.crypto.poll;

import io.vertx.core.Deployable;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import java.util.ArrayList;
import java.util.List;

/**
 * Deploys verticles in stages, each stage once the previous one has started: the writers'
 * consumers are registered before any poller or stream sends to them. The verticles are children
 * of this one, so undeploying it stops them all.
 */
public final class StagedDeployment extends VerticleBase {
  private final List<List<Deployable>> stages;

  public StagedDeployment(List<List<Deployable>> stages) {
    this.stages = stages;
  }

  @Override
  public Future<?> start() {
    Future<Void> chain = Future.succeededFuture();
    for (List<Deployable> stage : stages) {
      chain = chain.compose(v -> {
        List<Future<String>> deployed = new ArrayList<>();
        stage.forEach(d -> deployed.add(vertx.deployVerticle(d)));
        return Future.all(deployed).mapEmpty();
      });
    }
    return chain;
  }
}
