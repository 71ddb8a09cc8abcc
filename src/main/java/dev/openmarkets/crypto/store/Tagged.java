package dev.openmarkets.crypto.store;

/** A venue record with the slug of the tracked symbol it belongs to. */
public record Tagged<T>(String slug, T row) {
}
