package dev.openmarkets.ingest;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.function.Function;

/**
 * When the public could first know a version a writer stores (docs/point-in-time.md §1.2, §2).
 * {@link #stated}: the upstream states a time for each version (an acceptance time). {@link
 * #scheduled}: the time follows from a file's date and publication hour, so it holds for a key's
 * first version only; a later version (a corrected file under the same name) is known from when we
 * first saw it. {@link #firstStored}: no upstream time, the version is known when stored. Either
 * way the database caps the time at now(), so a version is never known after we held it.
 */
public final class KnownAt<R> {
  private final boolean stated;
  private final Function<R, ?> time;

  private KnownAt(boolean stated, Function<R, ?> time) {
    this.stated = stated;
    this.time = time;
  }

  /** time: the row's Instant, OffsetDateTime or ZonedDateTime, or null when it states none. */
  public static <R> KnownAt<R> stated(Function<R, ?> time) {
    return new KnownAt<>(true, time);
  }

  /** time: the scheduled publication of the row's file (Instant, OffsetDateTime or ZonedDateTime), or null. */
  public static <R> KnownAt<R> scheduled(Function<R, ?> time) {
    return new KnownAt<>(false, time);
  }

  public static <R> KnownAt<R> firstStored() {
    return new KnownAt<>(false, r -> null);
  }

  /** Whether the time applies to every version of a key, not only its first. */
  public boolean isStated() {
    return stated;
  }

  /** The row's upstream time as PostgreSQL reads a timestamptz (ISO 8601 with its offset), or null. */
  String text(R row) {
    Object t = time.apply(row);
    if (t == null) {
      return null;
    }
    if (t instanceof Instant i) {
      return i.toString();
    }
    if (t instanceof OffsetDateTime o) {
      return o.toString();
    }
    if (t instanceof ZonedDateTime z) {
      return z.toOffsetDateTime().toString();
    }
    throw new IllegalArgumentException("a knownAt time is an Instant, OffsetDateTime or ZonedDateTime, not " + t.getClass());
  }
}
