package dev.openmarkets.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Jobs in PostgreSQL: the per-key slot count, reading back per key, and the sweep of expired and lost jobs. */
@Tag("db")
class JobStoreTest {

  private static <T> T await(Future<T> f) throws Exception {
    return f.toCompletionStage().toCompletableFuture().get();
  }

  @Test
  void slotsSweepAndOwnership() throws Exception {
    try (TestServer s = TestServer.start("tools_store", new JsonObject())) {
      ToolsConfig cfg = ToolsConfig.from(new JsonObject().put("tools", new JsonObject().put("timeLimitSeconds", 30)));
      JobStore store = new JobStore(s.service.pool(), "test-node");
      UUID first = null;
      for (int i = 0; i < 5; i++) {
        UUID id = await(store.claim("om_keyA", "youtube", "https://youtu.be/x", "best", cfg));
        first = first == null ? id : first;
      }
      ExecutionException full = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
          () -> await(store.claim("om_keyA", "youtube", "https://youtu.be/x", "best", cfg)));
      JobStore.SlotsFull slots = assertInstanceOf(JobStore.SlotsFull.class, full.getCause());
      // the earliest deadline is the time limit plus the grace period away
      assertTrue(slots.retryAfter >= 40 && slots.retryAfter <= 45, "Retry-After " + slots.retryAfter);
      // another key has its own slots
      UUID other = await(store.claim("om_keyB", "vimeo", "https://vimeo.com/1", "720p", cfg));

      assertEquals("queued", await(store.find(first, "om_keyA")).orElseThrow().status());
      assertTrue(await(store.find(first, "om_keyB")).isEmpty(), "another key does not see the job");

      // one job lost by a dead node (deadline long past), one expired
      TestDb.exec(s.db, "UPDATE tool_jobs SET status = 'running', deadline_at = now() - interval '1 minute' WHERE id = '"
          + first + "'");
      TestDb.exec(s.db, "UPDATE tool_jobs SET expires_at = now() - interval '1 second' WHERE id = '" + other + "'");
      await(store.sweep());
      Job lost = await(store.find(first, "om_keyA")).orElseThrow();
      assertEquals("failed", lost.status());
      assertEquals("The node running this job stopped before it finished.", lost.error());
      assertEquals(0, TestDb.count(s.db, "SELECT count(*) FROM tool_jobs WHERE id = '" + other + "'"));
      // the lost job's slot is free again
      await(store.claim("om_keyA", "youtube", "https://youtu.be/x", "best", cfg));
      assertEquals(5, TestDb.count(s.db, "SELECT count(*) FROM tool_jobs WHERE key_prefix = 'om_keyA' AND status = 'queued'"));
    }
  }
}
