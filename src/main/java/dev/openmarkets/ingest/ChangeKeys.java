package dev.openmarkets.ingest;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The keys a file's rows are known by, for the changes stream: the distinct accession numbers of
 * rows that are records with an `accessionNo` component (every SEC filing row and FiledDocument).
 * A file of one filing (the usual EDGAR document) gives that filing's number; an index gives
 * every filing it lists (the stream keeps the first VersionBumps.MAX_KEYS). Other rows give none,
 * and are passed over when they follow rows that gave some.
 */
final class ChangeKeys {
  private static final Map<Class<?>, Optional<RecordComponent>> COMPONENTS = new ConcurrentHashMap<>();

  private ChangeKeys() {
  }

  static List<String> of(List<?> rows) {
    Set<String> keys = new LinkedHashSet<>();
    for (Object row : rows) {
      if (row == null) {
        continue;
      }
      Optional<RecordComponent> c = COMPONENTS.computeIfAbsent(row.getClass(), ChangeKeys::accessionOf);
      if (c.isEmpty()) {
        // rows without one: none, unless they follow rows with one (a submissions JSON's names after its filings)
        if (keys.isEmpty()) {
          return List.of();
        }
        continue;
      }
      try {
        Object v = c.get().getAccessor().invoke(row);
        if (v != null) {
          keys.add(v.toString());
        }
      } catch (ReflectiveOperationException e) {
        return List.of();
      }
      if (keys.size() >= VersionBumps.MAX_KEYS) {
        break;
      }
    }
    return new ArrayList<>(keys);
  }

  private static Optional<RecordComponent> accessionOf(Class<?> type) {
    if (!type.isRecord()) {
      return Optional.empty();
    }
    for (RecordComponent c : type.getRecordComponents()) {
      if (c.getName().equals("accessionNo")) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }
}
