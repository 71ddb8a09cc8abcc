package dev.openmarkets.answer;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.ingest.DatasetState;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Refuses an asOf a dataset cannot answer, before its plan runs: a moment in the future, or one
 * before the earliest moment it keeps (its smallest known_at, or for a dataset that keeps only
 * its latest state, its last commit). The answer would otherwise be silently wrong: empty, or the
 * latest one. Requests without asOf pass without a look. The floor is read once per dataset
 * version (a commit can only add later versions, and a backfill of old files bumps the version).
 */
public final class AsOfFloor {
  private final Clock clock;
  private final DatasetState state;
  /** dataset -> the floor read at a version */
  private final Map<String, Floor> floors = new ConcurrentHashMap<>();

  private record Floor(long version, Instant at) {
  }

  public AsOfFloor(Clock clock, DatasetState state) {
    this.clock = clock;
    this.state = state;
  }

  /** Succeeds when the request's asOf (if any) can be answered; fails with the 400 otherwise. */
  public Future<Void> check(SqlClient db, Dataset ds, Params params) {
    OffsetDateTime asOf = params.get(PointInTime.AS_OF);
    if (asOf == null) {
      return Future.succeededFuture();
    }
    if (asOf.toInstant().isAfter(clock.instant())) {
      return Future.failedFuture(ApiError.badRequest("asOf " + asOf + " is in the future: nothing is known "
          + "about it yet. Leave asOf out for the latest data."));
    }
    DatasetState.State st = state.get(ds.stateName());
    return floor(db, ds, st).map(at -> {
      if (at != null && PointInTime.moment(params).toInstant().isBefore(at)) {
        throw ApiError.badRequest("asOf " + asOf + " is before the earliest moment " + ds.name()
            + " can answer: " + at + (ds.history().kind() == History.Kind.LATEST_ONLY
            ? " (its last update: it keeps only its latest state)." : " (the earliest knownAt it keeps)."));
      }
      return null;
    });
  }

  private Future<Instant> floor(SqlClient db, Dataset ds, DatasetState.State st) {
    if (ds.history().kind() == History.Kind.LATEST_ONLY) {
      return Future.succeededFuture(st.updatedAt());
    }
    Floor known = floors.get(ds.name());
    if (known != null && known.version() == st.version()) {
      return Future.succeededFuture(known.at());
    }
    return db.query(ds.history().floorSql()).execute().map(rs -> {
      OffsetDateTime min = rs.iterator().next().getOffsetDateTime(0);
      Instant at = min == null ? null : min.toInstant();
      floors.put(ds.name(), new Floor(st.version(), at));
      return at;
    });
  }
}
