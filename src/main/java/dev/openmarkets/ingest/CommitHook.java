package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.List;

/**
 * Work that must commit with the rows or not at all (the alerts' outbox): called by
 * {@link IngestWriterVerticle} inside its transaction, after the version bumps, with the datasets
 * the commit changed. A failed hook fails the write: the rows and what the hook wrote roll back
 * together.
 */
public interface CommitHook {
  CommitHook NONE = (conn, bumped) -> Future.succeededFuture();

  Future<Void> inTransaction(SqlConnection conn, List<VersionBumps.Bumped> bumped);
}
