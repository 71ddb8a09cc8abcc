package dev.openmarkets.sec.facts;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.UnnestUpsert.Column;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the holding an XBRL instance reports, per company (source "instance"), as a version: a
 * newer or equal balance-sheet date replaces the current one, an older filing imported later
 * changes nothing. A version is known from its filing's acceptance time when sec_filings holds it,
 * else when first stored (an instance states no time of its own).
 */
final class InstanceWriter implements ContextWriter<CryptoHolding> {
  private static final String CURRENT = SqlResource.load(InstanceWriter.class, "crypto-instance-current.sql");

  /** A holding with its filing's acceptance time (null: not known). */
  private record Accepted(CryptoHolding h, Instant at) {
  }

  private static final VersionedUpsert<Accepted> VERSIONS = VersionedUpsert.of("crypto_holdings",
      List.of("cik", "source"), columns(), KnownAt.stated(Accepted::at));

  private static List<Column<Accepted>> columns() {
    List<Column<Accepted>> out = new ArrayList<>();
    for (Column<CryptoHolding> c : FactsWriter.cryptoColumns()) {
      out.add(new Column<>(c.name(), c.sqlType(), a -> c.value().apply(a.h())));
    }
    return out;
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<CryptoHolding> rows, WriteContext ctx) {
    // one row per company: the latest date, the last of equal ones (as one by one in file order)
    Map<String, CryptoHolding> byCik = new LinkedHashMap<>();
    for (CryptoHolding h : rows) {
      CryptoHolding had = byCik.get(h.cik());
      if (had == null || !h.asOf().isBefore(had.asOf())) {
        byCik.put(h.cik(), h);
      }
    }
    if (byCik.isEmpty()) {
      return Future.succeededFuture(WriteCounts.NONE);
    }
    List<CryptoHolding> unique = new ArrayList<>(byCik.values());
    Tuple args = Tuple.tuple().addArrayOfString(unique.stream().map(CryptoHolding::cik).toArray(String[]::new))
        .addArrayOfString(unique.stream().map(CryptoHolding::accessionNo).toArray(String[]::new));
    return conn.preparedQuery(CURRENT).execute(args).compose(rs -> {
      Map<String, LocalDate> current = new HashMap<>();
      Map<String, Instant> accepted = new HashMap<>();
      for (Row r : rs) {
        current.put(r.getString(0), r.getLocalDate(2));
        OffsetDateTime at = r.getOffsetDateTime(3);
        accepted.put(r.getString(1), at == null ? null : at.toInstant());
      }
      List<Accepted> write = new ArrayList<>();
      int older = 0;
      for (CryptoHolding h : unique) {
        LocalDate had = current.get(h.cik());
        if (had != null && h.asOf().isBefore(had)) {
          older++;
        } else {
          write.add(new Accepted(h, accepted.get(h.accessionNo())));
        }
      }
      int skipped = older + rows.size() - unique.size();
      return VERSIONS.write(conn, write, ctx).map(c -> c.plus(new WriteCounts(skipped, 0, 0, skipped, 0)));
    });
  }
}
