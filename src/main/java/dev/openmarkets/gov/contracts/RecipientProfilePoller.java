package dev.openmarkets.gov.contracts;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.gov.upstream.GovPoller;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.PollOutcome;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Fetches the USAspending recipient profiles of recipients seen in contract actions and not known
 * yet, at most batch per poll (asking for the next poll at once while more are waiting): GET
 * /api/v2/recipient/{MD5 UUID of "UEI-"+UEI}-C/, then -R when the child profile is absent. A UEI
 * with neither is not asked again by this process; the poll itself does not fail for it.
 */
public final class RecipientProfilePoller extends GovPoller {
  private static final String PENDING = "SELECT DISTINCT a.recipient_uei FROM federal_contract_actions a "
      + "WHERE a.recipient_uei IS NOT NULL AND NOT (a.recipient_uei = ANY($1::text[])) "
      + "AND NOT EXISTS (SELECT 1 FROM contract_recipients r WHERE r.uei = a.recipient_uei) "
      + "ORDER BY a.recipient_uei LIMIT $2";
  private final FileKind<RecipientProfile> kind;
  private final int batch;
  private final Set<String> absent = new HashSet<>();

  public RecipientProfilePoller(UpstreamConfig config, FileKind<RecipientProfile> kind, int batch, Pool pool) {
    super(config, pool);
    this.kind = kind;
    this.batch = batch;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return pool.preparedQuery(PENDING).execute(Tuple.of(absent.toArray(new String[0]), batch + 1)).compose(rs -> {
      List<String> ueis = new ArrayList<>();
      for (Row r : rs) {
        ueis.add(r.getString(0));
      }
      boolean more = ueis.size() > batch;
      List<String> now = more ? ueis.subList(0, batch) : ueis;
      return profiles(now, 0, PollOutcome.NOTHING).map(o -> o.ok() ? o.withMore(more) : o);
    });
  }

  private Future<PollOutcome> profiles(List<String> ueis, int i, PollOutcome acc) {
    if (i >= ueis.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    String uei = ueis.get(i);
    String id = RecipientIds.hash(uei);
    return profile(id + "-C").recover(err -> profile(id + "-R"))
        .compose(bytes -> fetch.load(bytes, "recipient." + id + ".json", kind, acc))
        .recover(err -> {
          absent.add(uei);
          return Future.succeededFuture(acc);
        })
        .compose(next -> {
          if (next.ok()) {
            return profiles(ueis, i + 1, next);
          }
          absent.add(uei);
          return Future.succeededFuture(next);
        });
  }

  private Future<byte[]> profile(String recipientId) {
    return fetch.bytes(HttpMethod.GET, config.baseUrl() + "/api/v2/recipient/" + recipientId + "/", null);
  }
}
