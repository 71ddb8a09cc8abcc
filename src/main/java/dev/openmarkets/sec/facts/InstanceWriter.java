package dev.openmarkets.sec.facts;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.List;

/**
 * Writes the holding an XBRL instance reports, per company (source "instance"): a newer or equal
 * balance-sheet date replaces the row, an older filing imported later changes nothing.
 */
final class InstanceWriter implements TableWriter<CryptoHolding> {
  private static final String UPSERT = SqlResource.load(InstanceWriter.class, "crypto-instance-upsert.sql");

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<CryptoHolding> rows) {
    Future<WriteCounts> chain = Future.succeededFuture(WriteCounts.NONE);
    for (CryptoHolding h : rows) {
      chain = chain.compose(acc -> conn.preparedQuery(UPSERT).execute(Tuple.tuple().addString(h.cik())
              .addLocalDate(h.asOf()).addString(h.accessionNo()).addString(h.form())
              .addString(text(h.units())).addString(text(h.fairValueUsd())).addString(text(h.costUsd()))
              .addBoolean(h.unitsReliable()))
          .map(rs -> acc.plus(WriteCounts.flagged(rs, 1))));
    }
    return chain;
  }

  private static String text(java.math.BigDecimal v) {
    return v == null ? null : v.toPlainString();
  }
}
