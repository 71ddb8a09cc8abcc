package dev.openmarkets.gov.auctions;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.UnnestUpsert.Column;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Writes auction rows keyed by (cusip, auctionDate) as versions (docs/point-in-time.md §2): the
 * records are first merged with the current rows by the forward-only status rule of
 * auction-merge.sql, then what differs becomes a new version known at TreasuryDirect's
 * updatedTimestamp (Eastern time, stated per version), else when first stored. A document naming
 * one auction twice keeps its auctioned record, else its last.
 */
public final class AuctionWriter implements ContextWriter<AuctionRow> {
  private static final String MERGE = SqlResource.load(AuctionWriter.class, "auction-merge.sql");
  private static final List<String> NAMES = List.of("cusip", "auction_date", "security_type", "security_term",
      "original_security_term", "announcement_date", "issue_date", "maturity_date", "status", "offering_amount",
      "high_yield", "high_discount_rate", "high_investment_rate", "interest_rate", "bid_to_cover_ratio",
      "total_tendered", "total_accepted", "primary_dealer_accepted", "direct_bidder_accepted",
      "indirect_bidder_accepted", "source_updated_at");
  private static final List<String> TYPES = List.of("text", "date", "text", "text", "text", "date", "date", "date",
      "text", "numeric", "numeric", "numeric", "numeric", "numeric", "numeric", "numeric", "numeric", "numeric",
      "numeric", "numeric", "timestamp");
  private static final List<Function<AuctionRow, Object>> VALUES = List.of(
      AuctionRow::cusip, AuctionRow::auctionDate, AuctionRow::securityType, AuctionRow::securityTerm,
      AuctionRow::originalSecurityTerm, AuctionRow::announcementDate, AuctionRow::issueDate,
      AuctionRow::maturityDate, AuctionRow::status, AuctionRow::offeringAmount, AuctionRow::highYield,
      AuctionRow::highDiscountRate, AuctionRow::highInvestmentRate, AuctionRow::interestRate,
      AuctionRow::bidToCoverRatio, AuctionRow::totalTendered, AuctionRow::totalAccepted,
      AuctionRow::primaryDealerAccepted, AuctionRow::directBidderAccepted, AuctionRow::indirectBidderAccepted,
      AuctionRow::sourceUpdatedAt);

  /** A merged row: the columns as text, in NAMES order, and its stated updatedTimestamp (null: none). */
  private record Merged(String[] values, String stated) {
    static Merged of(Row r) {
      String[] v = new String[NAMES.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = r.getString(i);
      }
      return new Merged(v, r.getString(v.length));
    }
  }

  private static final VersionedUpsert<Merged> VERSIONS = VersionedUpsert.of("treasury_auctions",
      List.of("cusip", "auction_date"), columns(), KnownAt.stated(AuctionWriter::stated));

  private static List<Column<Merged>> columns() {
    List<Column<Merged>> out = new ArrayList<>(NAMES.size());
    for (int i = 0; i < NAMES.size(); i++) {
      int at = i;
      out.add(col(NAMES.get(i), TYPES.get(i), m -> m.values()[at]));
    }
    return out;
  }

  /** TreasuryDirect's updatedTimestamp carries no zone: it is Eastern wall-clock time. */
  private static Object stated(Merged m) {
    return m.stated() == null ? null
        : LocalDateTime.parse(m.stated().replace(' ', 'T')).atZone(PointInTime.MARKET_ZONE);
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<AuctionRow> rows, WriteContext ctx) {
    return merged(conn, rows).compose(m -> VERSIONS.write(conn, m, ctx));
  }

  @Override
  public Future<Written> writeFor(String dataset, SqlConnection conn, List<AuctionRow> rows, WriteContext ctx) {
    return merged(conn, rows).compose(m -> VERSIONS.writeFor(dataset, conn, m, ctx));
  }

  private static Future<List<Merged>> merged(SqlConnection conn, List<AuctionRow> rows) {
    List<AuctionRow> unique = unique(rows);
    if (unique.isEmpty()) {
      return Future.succeededFuture(List.of());
    }
    Tuple args = Tuple.tuple();
    for (Function<AuctionRow, Object> value : VALUES) {
      String[] column = new String[unique.size()];
      for (int i = 0; i < column.length; i++) {
        Object v = value.apply(unique.get(i));
        column[i] = v == null ? null : v instanceof java.math.BigDecimal bd ? bd.toPlainString() : v.toString();
      }
      args.addArrayOfString(column);
    }
    return conn.preparedQuery(MERGE).execute(args).map(rs -> {
      List<Merged> out = new ArrayList<>(rs.size());
      rs.forEach(r -> out.add(Merged.of(r)));
      return out;
    });
  }

  private static List<AuctionRow> unique(List<AuctionRow> rows) {
    Map<String, AuctionRow> byKey = new LinkedHashMap<>();
    for (AuctionRow r : rows) {
      String key = r.cusip() + "|" + r.auctionDate();
      AuctionRow had = byKey.get(key);
      if (had == null || !(AuctionRow.AUCTIONED.equals(had.status()) && AuctionRow.ANNOUNCED.equals(r.status()))) {
        byKey.put(key, r);
      }
    }
    return new ArrayList<>(byKey.values());
  }
}
