package dev.openmarkets.gov.auctions;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.gov.upstream.GovPoller;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Snapshot;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Polls TreasuryDirect's securities API: each poll fetches the announced list and the auctions of
 * the last backfillDays days, then one year of history through the search endpoint (the oldest
 * year from backfillFromYear not loaded yet), asking for an immediate next poll while years are
 * left. A year counts as loaded once its search-YYYY.json was; the current year is never backfilled
 * this way since the auctioned list covers it.
 */
public final class TreasuryAuctionPoller extends GovPoller {
  private static final String LOADED_YEARS = "SELECT name FROM ingest_files "
      + "WHERE source = $1 AND status = 'loaded' AND name LIKE 'search-%'";
  private final FileKind<AuctionRow> kind;
  private final int backfillFromYear;
  private final Clock clock;

  public TreasuryAuctionPoller(UpstreamConfig config, FileKind<AuctionRow> kind, int backfillFromYear, Pool pool,
      Clock clock) {
    super(config, pool);
    this.kind = kind;
    this.backfillFromYear = backfillFromYear;
    this.clock = clock;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    LocalDate today = LocalDate.now(clock);
    String base = config.baseUrl();
    int days = Math.max(1, config.backfillDays());
    return fetch.get(base + "/announced?format=json", "announced-" + today + ".json", kind, PollOutcome.NOTHING)
        .compose(acc -> !acc.ok() ? Future.succeededFuture(acc)
            : fetch.get(base + "/auctioned?format=json&days=" + days, "auctioned-" + today + ".json", kind, acc))
        .compose(acc -> !acc.ok() || stopped() ? Future.succeededFuture(acc) : backfillOneYear(today, acc));
  }

  private Future<PollOutcome> backfillOneYear(LocalDate today, PollOutcome acc) {
    return pool.preparedQuery(LOADED_YEARS).execute(Tuple.of(kind.source())).compose(rs -> {
      Set<String> loaded = new HashSet<>();
      for (Row r : rs) {
        loaded.add(r.getString(0));
      }
      Integer year = null;
      int left = 0;
      for (int y = backfillFromYear; y < today.getYear(); y++) {
        if (!loaded.contains(searchName(y))) {
          year = year == null ? y : year;
          left++;
        }
      }
      if (year == null) {
        return Future.succeededFuture(acc);
      }
      String url = searchUrl(year);
      boolean more = left > 1;
      return fetch.get(url, searchName(year), kind, acc).map(next -> next.ok() ? next.withMore(more) : next);
    });
  }

  /** The search of each year from..to touches, named as a poll names it (a year a poll loaded is skipped). */
  @Override
  public History history(String dataset) {
    return History.plain(config, (from, to) -> {
      List<Snapshot> out = new ArrayList<>();
      for (int y = from.getYear(); y <= to.getYear(); y++) {
        out.add(new Snapshot(searchUrl(y), searchName(y), kind));
      }
      return out;
    });
  }

  private String searchUrl(int year) {
    return config.baseUrl() + "/search?format=json&startDate=01/01/" + year + "&endDate=12/31/" + year;
  }

  static String searchName(int year) {
    return "search-" + year + ".json";
  }
}
