package dev.openmarkets.http.openapi;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The resource openapi/shared-schemas.json (read once, at class init): the named component schemas
 * that more than one dataset's schemas refer to. Everything else a payload needs beyond its fields
 * is part of its declaration (Dataset#schemas).
 */
public final class SharedSchemas {
  private static final JsonObject SHARED = load();

  private SharedSchemas() {
  }

  /** Named schemas the datasets' schemas refer to, for components/schemas. */
  public static JsonObject schemas() {
    return SHARED.getJsonObject("schemas").copy();
  }

  private static JsonObject load() {
    try (InputStream in = SharedSchemas.class.getClassLoader().getResourceAsStream("openapi/shared-schemas.json")) {
      if (in == null) {
        throw new IllegalStateException("missing resource openapi/shared-schemas.json");
      }
      return new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
