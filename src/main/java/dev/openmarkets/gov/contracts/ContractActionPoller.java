package dev.openmarkets.gov.contracts;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.gov.upstream.GovJson;
import dev.openmarkets.gov.upstream.GovPoller;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.PollOutcome;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.io.IOException;
import java.time.Clock;
import java.time.LocalDate;

/**
 * Polls USAspending's transaction search (POST /api/v2/search/spending_by_transaction/) for
 * contract actions (award types A-D): the window runs from five days before the newest action
 * loaded (USAspending publishes with a lag and revises) or backfillDays back on an empty table, to
 * today, asked one action date at a time (oldest first, so a stopped backfill resumes where it
 * got to); per day pages of 100 until hasNext is false or maxPages, one transaction per page.
 */
public final class ContractActionPoller extends GovPoller {
  static final String PATH = "/api/v2/search/spending_by_transaction/";
  static final int PAGE_SIZE = 100;
  static final int OVERLAP_DAYS = 5;
  private static final JsonArray FIELDS = new JsonArray().add("Action Date").add("Award ID").add("Mod")
      .add("Action Type").add("Transaction Amount").add("Recipient Name").add("Recipient UEI").add("Awarding Agency")
      .add("Awarding Sub Agency").add("Award Type").add("NAICS").add("Transaction Description")
      .add("generated_internal_id").add("internal_id");
  private final FileKind<ContractAction> kind;
  private final int maxPages;
  private final Clock clock;

  public ContractActionPoller(UpstreamConfig config, FileKind<ContractAction> kind, int maxPages, Pool pool,
      Clock clock) {
    super(config, pool);
    this.kind = kind;
    this.maxPages = maxPages;
    this.clock = clock;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    LocalDate today = LocalDate.now(clock);
    return pool.query("SELECT max(action_date) FROM federal_contract_actions").execute().compose(rs -> {
      LocalDate newest = rs.iterator().next().getLocalDate(0);
      LocalDate floor = today.minusDays(Math.max(1, config.backfillDays()));
      LocalDate start = newest == null || newest.minusDays(OVERLAP_DAYS).isBefore(floor) ? floor
          : newest.minusDays(OVERLAP_DAYS);
      return day(start, today, PollOutcome.NOTHING);
    });
  }

  private Future<PollOutcome> day(LocalDate d, LocalDate today, PollOutcome acc) {
    if (d.isAfter(today) || stopped()) {
      return Future.succeededFuture(acc);
    }
    return page(d, d, 1, acc).compose(next -> next.ok() ? day(d.plusDays(1), today, next) : Future.succeededFuture(next));
  }

  static String body(LocalDate start, LocalDate end, int page) {
    return new JsonObject()
        .put("filters", new JsonObject()
            .put("award_type_codes", new JsonArray().add("A").add("B").add("C").add("D"))
            .put("time_period", new JsonArray().add(new JsonObject()
                .put("start_date", start.toString()).put("end_date", end.toString()))))
        .put("fields", FIELDS)
        .put("page", page)
        .put("limit", PAGE_SIZE)
        .put("sort", "Action Date")
        .put("order", "desc")
        .encode();
  }

  private Future<PollOutcome> page(LocalDate start, LocalDate end, int page, PollOutcome acc) {
    String url = config.baseUrl() + PATH;
    String name = "transactions-" + start + (end.equals(start) ? "" : "-" + end) + "-p" + page + ".json";
    return fetch.bytes(HttpMethod.POST, url, body(start, end, page)).compose(bytes -> fetch.load(bytes, name, kind, acc)
        .compose(next -> {
          if (!next.ok() || stopped() || page >= maxPages || !hasNext(bytes)) {
            return Future.succeededFuture(next);
          }
          return page(start, end, page + 1, next);
        }))
        .recover(err -> Future.succeededFuture(acc.failed("fetching " + url + " page " + page + " failed: "
            + describe(err), 0)));
  }

  static boolean hasNext(byte[] bytes) {
    try {
      JsonNode meta = GovJson.mapper().readTree(bytes).path("page_metadata");
      return meta.path("hasNext").asBoolean(false);
    } catch (IOException e) {
      return false;
    }
  }
}
