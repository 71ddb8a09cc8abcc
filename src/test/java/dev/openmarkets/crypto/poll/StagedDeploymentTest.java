package dev.openmarkets.crypto.poll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.MessageConsumer;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The staged deployment stops its stages in reverse order, each once the later one has stopped:
 * what a stream hands over while it stops still finds the writer listening. On Vert.x 5 this does
 * not hold for child verticles (they are all undeployed at once before the parent's stop()).
 */
class StagedDeploymentTest {
  private static final String ADDRESS = "staged-deployment-test";

  @Test
  void laterStagesStopBeforeEarlierOnesAndTheirLastMessagesAreReceived() throws Exception {
    Vertx vertx = Vertx.vertx();
    List<String> log = new CopyOnWriteArrayList<>();
    try {
      Writer writer = new Writer(log);
      StagedDeployment staged = new StagedDeployment(List.of(List.of(writer), List.of(new Stream(log, "a"),
          new Stream(log, "b"))));
      String id = vertx.deployVerticle(staged).await(10, TimeUnit.SECONDS);
      assertEquals("writer started", log.get(0), "the writer's stage starts first: " + log);
      assertEquals(3, log.size(), log.toString());
      assertEquals(3, vertx.deploymentIDs().size() - 1, "the stages are deployments of their own beside it");

      vertx.undeploy(id).await(10, TimeUnit.SECONDS);

      int writerStop = log.indexOf("writer stopping");
      assertTrue(writerStop > log.indexOf("a stopped") && writerStop > log.indexOf("b stopped"), log.toString());
      assertEquals(2, writer.lastWords, "both streams' last messages reached the writer: " + log);
      assertEquals(0, vertx.deploymentIDs().size(), "every stage is undeployed");
    } finally {
      vertx.close().await(10, TimeUnit.SECONDS);
    }
  }

  /** Stands in for the liquidation writer: counts the messages it receives until it stops. */
  private static final class Writer extends VerticleBase {
    private final List<String> log;
    private MessageConsumer<String> consumer;
    private volatile int lastWords;

    Writer(List<String> log) {
      this.log = log;
    }

    @Override
    public Future<?> start() {
      consumer = vertx.eventBus().consumer(ADDRESS, msg -> lastWords++);
      log.add("writer started");
      return consumer.completion();
    }

    @Override
    public Future<?> stop() {
      log.add("writer stopping");
      return consumer.unregister();
    }
  }

  /** Stands in for a stream: in stopping it hands over one last message, a little later. */
  private static final class Stream extends VerticleBase {
    private final List<String> log;
    private final String name;

    Stream(List<String> log, String name) {
      this.log = log;
      this.name = name;
    }

    @Override
    public Future<?> start() {
      log.add(name + " started");
      return Future.succeededFuture();
    }

    @Override
    public Future<?> stop() {
      Promise<Void> stopped = Promise.promise();
      vertx.setTimer(100, t -> {
        vertx.eventBus().send(ADDRESS, name + " last words");
        log.add(name + " stopped");
        stopped.complete();
      });
      return stopped.future();
    }
  }
}
