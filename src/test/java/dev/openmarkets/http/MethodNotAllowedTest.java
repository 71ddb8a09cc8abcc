package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every 405 names the same methods in its Allow header and in its body (issue 36: /mcp answered
 * Allow: POST with a body saying GET, HEAD and OPTIONS), and those are the methods the path answers.
 */
@Tag("db")
@WithServer("method_not_allowed")
class MethodNotAllowedTest {
  private static final String READ_ONLY_ALLOW = "GET, HEAD, OPTIONS";
  private static final String READ_ONLY_DETAIL = "This path answers GET, HEAD and OPTIONS only.";

  private static TestServer server;

  @Test
  void mcpNamesPostAndOptionsInTheHeaderAndTheBody() throws Exception {
    for (String method : List.of("GET", "PUT", "DELETE", "PATCH")) {
      assert405(server.request(method, "/mcp"), "POST, OPTIONS", "This path answers POST and OPTIONS only.");
    }
  }

  @Test
  void readOnlyPathsNameGetHeadAndOptions() throws Exception {
    for (String path : List.of("/api/markets/short-volume", "/api/markets/short-volume/csv", "/", "/api/reference")) {
      for (String method : List.of("POST", "PUT", "DELETE", "PATCH")) {
        assert405(server.request(method, path), READ_ONLY_ALLOW, READ_ONLY_DETAIL);
      }
    }
  }

  @Test
  void theMethodsNamedAreTheOnesAnswered() throws Exception {
    assertEquals(200, server.request("HEAD", "/api/markets/short-volume").statusCode());
    assertEquals(200, server.request("HEAD", "/").statusCode());
    assertEquals(204, server.request("OPTIONS", "/mcp", "Origin", "https://example.org",
        "Access-Control-Request-Method", "POST").statusCode());
    assertEquals(204, server.request("OPTIONS", "/api/markets/short-volume", "Origin", "https://example.org",
        "Access-Control-Request-Method", "GET").statusCode());
  }

  @Test
  void aHeadRefusalCarriesTheSameAllowHeader() throws Exception {
    HttpResponse<String> r = server.request("HEAD", "/mcp");
    assertEquals(405, r.statusCode());
    assertEquals("POST, OPTIONS", r.headers().firstValue("Allow").orElse(""));
  }

  @Test
  void theOpenApiDocumentShowsThe405sTheServerAnswers() throws Exception {
    JsonObject doc = server.json("/openapi.json");
    assertEquals("#/components/responses/MethodNotAllowedPost", doc.getJsonObject("paths").getJsonObject("/mcp")
        .getJsonObject("post").getJsonObject("responses").getJsonObject("405").getString("$ref"));
    assertDocumented(doc, "MethodNotAllowedPost", server.request("GET", "/mcp"));
    assertEquals("#/components/responses/MethodNotAllowed", doc.getJsonObject("paths").getJsonObject("/health")
        .getJsonObject("get").getJsonObject("responses").getJsonObject("405").getString("$ref"));
    assertDocumented(doc, "MethodNotAllowed", server.request("POST", "/api/markets/short-volume"));
  }

  private static void assertDocumented(JsonObject doc, String component, HttpResponse<String> served) {
    JsonObject response = doc.getJsonObject("components").getJsonObject("responses").getJsonObject(component);
    assertEquals(served.headers().firstValue("Allow").orElseThrow(),
        response.getJsonObject("headers").getJsonObject("Allow").getString("example"), component);
    assertEquals(new JsonObject(served.body()), response.getJsonObject("content").getJsonObject("application/json")
        .getJsonObject("example"), component);
  }

  private static void assert405(HttpResponse<String> r, String allow, String detail) {
    String where = r.request().method() + " " + r.uri().getPath();
    assertEquals(405, r.statusCode(), where);
    assertEquals(allow, r.headers().firstValue("Allow").orElse(""), where);
    JsonObject body = new JsonObject(r.body());
    assertEquals("method_not_allowed", body.getString("error"), where);
    assertEquals(detail, body.getString("detail"), where);
  }
}
