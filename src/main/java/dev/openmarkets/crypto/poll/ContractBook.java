package dev.openmarkets.crypto.poll;

import dev.openmarkets.crypto.model.ContractValues;
import dev.openmarkets.crypto.model.Instrument;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The latest contract specifications per venue, shared between the instruments poller (which
 * replaces a venue's list after each read) and the liquidation streams (which convert contracts
 * to base units with it). Thread-safe; lookups always see a whole list.
 */
public final class ContractBook {
  private final Map<String, Map<String, Instrument>> byVenue = new ConcurrentHashMap<>();
  private final Map<String, Promise<Void>> loaded = new ConcurrentHashMap<>();

  public void put(String venue, List<Instrument> instruments) {
    Map<String, Instrument> m = new ConcurrentHashMap<>();
    instruments.forEach(i -> m.put(i.instrument(), i));
    byVenue.put(venue, m);
    promise(venue).tryComplete();
  }

  /** The venue's contract values as they are at each lookup. */
  public ContractValues of(String venue) {
    return symbol -> {
      Map<String, Instrument> m = byVenue.get(venue);
      return m == null ? null : m.get(symbol);
    };
  }

  /** Completes once the venue's instruments have been read the first time. */
  public Future<Void> loaded(String venue) {
    return promise(venue).future();
  }

  private Promise<Void> promise(String venue) {
    return loaded.computeIfAbsent(venue, v -> Promise.promise());
  }
}
