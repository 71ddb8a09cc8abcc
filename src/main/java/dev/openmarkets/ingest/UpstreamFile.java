package dev.openmarkets.ingest;

/** One upstream file exactly as fetched over HTTP or read from disk: its name and raw bytes. */
public record UpstreamFile(String name, byte[] bytes) {
}
