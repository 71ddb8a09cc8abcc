package dev.openmarkets.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** GET /api/markets/changes over real HTTP, fed by files loaded through the product's import path. */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "push_changes", config = "config")
class ChangesStreamTest {
  private TestServer server;

  static JsonObject config() {
    return new JsonObject().put("streams", new JsonObject().put("maxPerIp", 5));
  }

  @Test
  void changesCarryVersionRowsAndAccessionKeysAndResume() throws Exception {
    long lastId;
    try (SseClient all = SseClient.open(server.base + "/api/markets/changes");
        SseClient insiders = SseClient.open(server.base + "/api/markets/changes?datasets=insiders")) {
      assertEquals(200, all.status());
      var outcome = Ingest.load(server, "short-volume", "CNMSshvol20261117.txt",
          Ingest.sample("finra/CNMSshvol20261117.txt"));
      assertTrue(outcome.loaded(), outcome.reason());
      SseClient.Event sv = all.next(5000);
      assertEquals("changed", sv.event());
      JsonObject d = new JsonObject(sv.data());
      assertEquals("short-volume", d.getString("dataset"));
      assertEquals(server.service.state().version("short-volume"), d.getLong("version"));
      assertTrue(d.getLong("rows") > 0, d.encode());
      assertNull(d.getValue("keys"), "no keys outside the SEC filings");
      assertEquals(TestDb.count(server.db, "SELECT position FROM dataset_changes WHERE dataset = 'short-volume'"),
          (long) sv.id(), "the id is the change's position in the table, the same on every node");
      // other datasets that read the same table may follow: skip to the insiders change
      Ingest.load(server, "insiders", "form4-P-0009999001-26-000101.xml",
          Ingest.sample("sec/form4-P-0009999001-26-000101.xml"));
      SseClient.Event ins = insiders.next(5000);
      JsonObject i = new JsonObject(ins.data());
      assertEquals("insiders", i.getString("dataset"));
      assertEquals(new JsonArray().add("0009999001-26-000101"), i.getJsonArray("keys"));
      Thread.sleep(300);
      for (SseClient.Event e : insiders.events) {
        assertEquals("insiders", new JsonObject(e.data()).getString("dataset"), "only the asked dataset");
      }
      SseClient.Event e;
      do {
        e = all.next(5000);
      } while (!"insiders".equals(new JsonObject(e.data()).getString("dataset")));
      assertEquals(ins.id(), e.id());
      lastId = sv.id();
    }
    // a client that left after the short-volume change resumes: the insiders change (and any after it) come from the table
    try (SseClient again = SseClient.open(server.base + "/api/markets/changes", "Last-Event-ID", Long.toString(lastId))) {
      long expected = TestDb.count(server.db, "SELECT count(*) FROM dataset_changes WHERE position > " + lastId);
      long prev = lastId;
      boolean sawInsiders = false;
      for (int n = 0; n < expected; n++) {
        SseClient.Event e = again.next(5000);
        assertTrue(e.id() > prev, "ascending");
        prev = e.id();
        sawInsiders |= "insiders".equals(new JsonObject(e.data()).getString("dataset"));
      }
      assertTrue(sawInsiders);
      Thread.sleep(200);
      assertTrue(again.events.isEmpty(), "nothing twice: " + again.events);
    }
    assertEquals(400, server.get("/api/markets/changes?datasets=insiders,nope").statusCode());
    assertFalse(server.get("/api/markets/changes?datasets=nope").body().isEmpty());
  }

  @Test
  void aCorrectedFileSaysHowManyValuesItRevised() throws Exception {
    String original = Ingest.sample("finra/shrt20261113.csv");
    String corrected = original.replace("|98123456|95000000|", "|98200000|95000000|");
    try (SseClient si = SseClient.open(server.base + "/api/markets/changes?datasets=short-interest")) {
      assertEquals(200, si.status());
      assertTrue(Ingest.load(server, "short-interest", "shrt20261113.csv", original).loaded());
      JsonObject first = new JsonObject(si.next(5000).data());
      assertEquals(7, first.getLong("rows"));
      assertNull(first.getValue("revised"), "a first release revises nothing: " + first.encode());
      assertTrue(Ingest.load(server, "short-interest", "shrt20261113.csv", corrected).loaded());
      JsonObject revision = new JsonObject(si.next(5000).data());
      assertEquals(0, revision.getLong("rows"), revision.encode());
      assertEquals(1, revision.getLong("revised"), revision.encode());
      assertEquals(new JsonArray().add("AAPL|2026-11-13"), revision.getJsonArray("keys"), "the revised key");
      assertEquals(first.getLong("version") + 1, revision.getLong("version"));
    }
    assertEquals(1, TestDb.count(server.db, "SELECT revised FROM dataset_changes WHERE dataset = 'short-interest'"
        + " ORDER BY position DESC LIMIT 1"));
  }
}
