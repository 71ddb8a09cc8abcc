package dev.openmarkets.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** The config method a @WithServer class names: found, called, and refused clearly when wrong. */
class ServerExtensionTest {
  static JsonObject overrides() {
    return new JsonObject().put("benchRoutes", true);
  }

  static String wrongType() {
    return "{}";
  }

  JsonObject notStatic() {
    return new JsonObject();
  }

  @Test
  void theNamedMethodGivesTheOverrides() throws Exception {
    assertEquals(overrides(), ServerExtension.config(ServerExtensionTest.class, "overrides"));
    assertEquals(new JsonObject(), ServerExtension.config(ServerExtensionTest.class, ""));
  }

  @Test
  void aMissingOrWrongMethodFailsClearly() {
    assertFailure("missing", "names no method");
    assertFailure("wrongType", "must name a static method returning JsonObject");
    assertFailure("notStatic", "must name a static method returning JsonObject");
  }

  private static void assertFailure(String method, String expected) {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> ServerExtension.config(ServerExtensionTest.class, method));
    assertTrue(e.getMessage().startsWith("ServerExtensionTest: @WithServer(config = \"" + method + "\")"), e.getMessage());
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }
}
