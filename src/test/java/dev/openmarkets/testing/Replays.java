package dev.openmarkets.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Issue 37's replay: answers recorded at moments while pollers load an upstream that changes,
 * asked back afterwards with asOf each moment, must be the same bytes of `data`. The moments
 * are the database's clock as answers print it (to the millisecond).
 */
public final class Replays {
  private Replays() {
  }

  /** The moment now, to the millisecond, with a few milliseconds either side so nothing shares it. */
  public static Instant moment() throws InterruptedException {
    Thread.sleep(5);
    Instant m = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Thread.sleep(5);
    return m;
  }

  /** The bytes of an answer's data member: the envelope's first member, up to updatedAt. */
  public static String dataBytes(String body) {
    assertTrue(body.startsWith("{\"data\":"), body);
    return body.substring("{\"data\":".length(), body.indexOf(",\"updatedAt\":"));
  }

  /** Each query's data as answered now (no asOf), by query. */
  public static Map<String, String> record(TestServer server, List<String> queries) throws Exception {
    Map<String, String> out = new LinkedHashMap<>();
    for (String q : queries) {
      HttpResponse<String> r = server.get(q);
      assertEquals(200, r.statusCode(), q + ": " + r.body());
      out.put(q, dataBytes(r.body()));
    }
    return out;
  }

  /** The answer to path is a 404 whose detail is the one given (an unknown path value, with or without asOf). */
  public static void assertNotFound(TestServer server, String path, String detail) throws Exception {
    HttpResponse<String> r = server.get(path);
    assertEquals(404, r.statusCode(), path + ": " + r.body());
    assertEquals(detail, new JsonObject(r.body()).getString("detail"), path);
  }

  public static String asOf(String q, Instant at) {
    return q + (q.contains("?") ? "&" : "?") + "asOf=" + at;
  }

  /** Every recorded answer, asked back as of its moment, byte for byte; the last also without asOf. */
  public static void assertReplayed(TestServer server, Map<Instant, Map<String, String>> recorded) throws Exception {
    Map<String, String> last = null;
    for (Map.Entry<Instant, Map<String, String>> at : recorded.entrySet()) {
      for (Map.Entry<String, String> q : at.getValue().entrySet()) {
        HttpResponse<String> r = server.get(asOf(q.getKey(), at.getKey()));
        assertEquals(200, r.statusCode(), q.getKey() + " as of " + at.getKey() + ": " + r.body());
        assertEquals(q.getValue(), dataBytes(r.body()), q.getKey() + " as of " + at.getKey());
      }
      last = at.getValue();
    }
    for (Map.Entry<String, String> q : last.entrySet()) {
      assertEquals(q.getValue(), dataBytes(server.get(q.getKey()).body()), q.getKey() + " latest");
    }
  }

  /** No two recorded moments gave the same answer to every query: the upstream's changes reached the answers. */
  public static void assertEachChanged(Map<Instant, Map<String, String>> recorded) {
    Map<String, String> previous = null;
    for (Map.Entry<Instant, Map<String, String>> at : recorded.entrySet()) {
      if (previous != null) {
        assertTrue(!previous.equals(at.getValue()), "nothing changed by " + at.getKey() + ": " + at.getValue());
      }
      previous = at.getValue();
    }
  }
}
