package dev.openmarkets.gov.auctions;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes auction rows keyed by (cusip, auctionDate) with the forward-only status rule of
 * auction-upsert.sql. A document naming one auction twice keeps its auctioned record, else its last.
 */
public final class AuctionWriter implements TableWriter<AuctionRow> {
  private static final UnnestUpsert<AuctionRow> UPSERT = UnnestUpsert.withSql(
      SqlResource.load(AuctionWriter.class, "auction-upsert.sql"), List.of(
          AuctionRow::cusip, AuctionRow::auctionDate, AuctionRow::securityType, AuctionRow::securityTerm,
          AuctionRow::originalSecurityTerm, AuctionRow::announcementDate, AuctionRow::issueDate,
          AuctionRow::maturityDate, AuctionRow::status, AuctionRow::offeringAmount, AuctionRow::highYield,
          AuctionRow::highDiscountRate, AuctionRow::highInvestmentRate, AuctionRow::interestRate,
          AuctionRow::bidToCoverRatio, AuctionRow::totalTendered, AuctionRow::totalAccepted,
          AuctionRow::primaryDealerAccepted, AuctionRow::directBidderAccepted, AuctionRow::indirectBidderAccepted,
          AuctionRow::sourceUpdatedAt));

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<AuctionRow> rows) {
    Map<String, AuctionRow> byKey = new LinkedHashMap<>();
    for (AuctionRow r : rows) {
      String key = r.cusip() + "|" + r.auctionDate();
      AuctionRow had = byKey.get(key);
      if (had == null || !(AuctionRow.AUCTIONED.equals(had.status()) && AuctionRow.ANNOUNCED.equals(r.status()))) {
        byKey.put(key, r);
      }
    }
    return UPSERT.write(conn, new ArrayList<>(byKey.values()));
  }
}
