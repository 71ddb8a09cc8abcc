package dev.openmarkets.dataset.feed;

/** Where the dataset-changes stream is served: named here so that the docs pages and the stream agree. */
public final class ChangesPath {
  public static final String PATH = "/api/markets/changes";

  private ChangesPath() {
  }
}
