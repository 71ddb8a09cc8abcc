package dev.openmarkets.crypto.store;

/** A tracked perpetual: its URL slug, base asset and rank in the configured list. */
public record SymbolRow(String slug, String baseAsset, int rank) {
}
