package dev.openmarkets.config;

/** The API version every answer names (X-API-Version, /stats, /metrics, docs, OpenAPI). */
public final class ApiVersion {
  public static final String CURRENT = "2026-09-15";

  private ApiVersion() {
  }
}
