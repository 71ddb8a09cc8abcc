package dev.openmarkets.crypto.poll;

import dev.openmarkets.ingest.poll.PollerGroup;
import io.vertx.core.Deployable;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.VerticleBase;
import io.vertx.core.internal.ContextInternal;
import io.vertx.core.internal.VertxInternal;
import java.util.ArrayList;
import java.util.List;

/**
 * Deploys verticles in stages, each stage once the previous one has started: the writers'
 * consumers are registered before any poller or stream sends to them. On stop the stages stop in
 * reverse order, each once the later one has stopped: streams and pollers first, so that what they
 * hand over in stopping still reaches a writer, then the writers, which flush what they hold
 * (SIGTERM loses no accepted event).
 *
 * <p>The stages are not children of this verticle: Vert.x 5 undeploys a deployment's children
 * all at once before it calls the parent's stop() (DefaultDeploymentManager's
 * DeploymentContextImpl.undeploy), which would stop the writers beside the streams. A verticle
 * deployed from a context that belongs to a deployment becomes its child, so the stages are
 * deployed from a context of their own and undeployed here, in order.
 */
public final class StagedDeployment extends VerticleBase implements PollerGroup {
  private final List<List<Deployable>> stages;
  private final List<List<String>> deployed = new ArrayList<>();
  private ContextInternal outside;

  public StagedDeployment(List<List<Deployable>> stages) {
    this.stages = stages;
  }

  @Override
  public List<Deployable> members() {
    return stages.stream().flatMap(List::stream).toList();
  }

  @Override
  public Future<?> start() {
    outside = ((VertxInternal) vertx).createEventLoopContext();
    Future<Void> chain = Future.succeededFuture();
    for (List<Deployable> stage : stages) {
      chain = chain.compose(v -> onOutside(() -> Future.all(stage.stream().map(d -> vertx.deployVerticle(d)).toList()))
          .map(all -> {
            deployed.add(all.<String>list());
            return null;
          }));
    }
    // a stage that failed to start: the ones started before it are not children, so stop them here
    return chain.recover(err -> stop().transform(v -> Future.failedFuture(err)));
  }

  @Override
  public Future<?> stop() {
    Future<Void> chain = Future.succeededFuture();
    for (int i = deployed.size() - 1; i >= 0; i--) {
      List<String> stage = deployed.get(i);
      chain = chain.compose(v -> onOutside(() -> Future.join(stage.stream().map(vertx::undeploy).toList()))
          .<Void>mapEmpty()
          .recover(e -> Future.succeededFuture()));
    }
    return chain.andThen(v -> deployed.clear());
  }

  /** Runs the step on the context of no deployment, so what it deploys is not a child of this one. */
  private <T> Future<T> onOutside(java.util.function.Supplier<Future<T>> step) {
    Promise<T> done = Promise.promise();
    outside.runOnContext(v -> step.get().onComplete(done));
    return done.future();
  }
}
