package dev.openmarkets.gov.auctions;

import static dev.openmarkets.gov.upstream.GovJson.date;
import static dev.openmarkets.gov.upstream.GovJson.decimal;
import static dev.openmarkets.gov.upstream.GovJson.text;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.gov.upstream.GovJson;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads both auction formats, told apart by shape: TreasuryDirect's TA_WS securities answer (a
 * bare array of records whose values are all strings, "" for none; the search, announced and
 * auctioned endpoints share it) and Fiscal Data's upcoming_auctions ({data:[...]} with
 * `announcemt_date` spelled so). A TreasuryDirect record is `auctioned` once it carries results
 * (a high yield, rate, margin, price or an accepted total); Fiscal Data's rows are `announced`.
 */
public final class TreasuryAuctionParser implements FileParser<AuctionRow> {

  @Override
  public List<AuctionRow> parse(UpstreamFile file) throws RejectedFileException {
    JsonNode root = GovJson.read(file);
    if (root.isArray()) {
      return treasuryDirect(root);
    }
    if (root.isObject() && root.path("data").isArray()) {
      return fiscalData(root.get("data"));
    }
    throw new RejectedFileException("neither a TreasuryDirect securities array nor a Fiscal Data {data:[...]} document");
  }

  private static List<AuctionRow> treasuryDirect(JsonNode array) throws RejectedFileException {
    List<AuctionRow> rows = new ArrayList<>(array.size());
    for (int i = 0; i < array.size(); i++) {
      JsonNode r = array.get(i);
      String where = "record " + (i + 1);
      if (!r.isObject()) {
        throw new RejectedFileException(where + " is not an object");
      }
      String cusip = required(r, "cusip", where);
      LocalDate auctionDate = requiredDate(r, "auctionDate", where);
      String kind = AuctionKinds.ofTreasuryDirect(text(r, "type"), text(r, "securityType"),
          yes(r, "tips"), yes(r, "floatingRate"), yes(r, "cashManagementBillCMB"));
      if (kind == null) {
        throw new RejectedFileException(where + ": unknown security type '" + text(r, "type") + "'");
      }
      boolean results = text(r, "highYield") != null || text(r, "highDiscountRate") != null
          || text(r, "highDiscountMargin") != null || text(r, "highPrice") != null || text(r, "totalAccepted") != null;
      rows.add(new AuctionRow(cusip, auctionDate, kind, text(r, "securityTerm"), text(r, "originalSecurityTerm"),
          date(r, "announcementDate", where), date(r, "issueDate", where), date(r, "maturityDate", where),
          results ? AuctionRow.AUCTIONED : AuctionRow.ANNOUNCED,
          decimal(r, "offeringAmount", where), decimal(r, "highYield", where), decimal(r, "highDiscountRate", where),
          decimal(r, "highInvestmentRate", where), decimal(r, "interestRate", where),
          decimal(r, "bidToCoverRatio", where), decimal(r, "totalTendered", where),
          decimal(r, "totalAccepted", where), decimal(r, "primaryDealerAccepted", where),
          decimal(r, "directBidderAccepted", where), decimal(r, "indirectBidderAccepted", where),
          timestamp(text(r, "updatedTimestamp"), where)));
    }
    return rows;
  }

  private static List<AuctionRow> fiscalData(JsonNode data) throws RejectedFileException {
    List<AuctionRow> rows = new ArrayList<>(data.size());
    for (int i = 0; i < data.size(); i++) {
      JsonNode r = data.get(i);
      String where = "data[" + i + "]";
      String cusip = required(r, "cusip", where);
      LocalDate auctionDate = requiredDate(r, "auction_date", where);
      String kind = AuctionKinds.of(text(r, "security_type"));
      if (kind == null) {
        throw new RejectedFileException(where + ": unknown security type '" + text(r, "security_type") + "'");
      }
      rows.add(new AuctionRow(cusip, auctionDate, kind, text(r, "security_term"), null,
          date(r, "announcemt_date", where), date(r, "issue_date", where), null, AuctionRow.ANNOUNCED,
          decimal(r, "offering_amt", where), null, null, null, null, null, null, null, null, null, null, null));
    }
    return rows;
  }

  private static String required(JsonNode r, String field, String where) throws RejectedFileException {
    String v = text(r, field);
    if (v == null) {
      throw new RejectedFileException(where + ": no " + field);
    }
    return v;
  }

  private static LocalDate requiredDate(JsonNode r, String field, String where) throws RejectedFileException {
    LocalDate d = date(r, field, where);
    if (d == null) {
      throw new RejectedFileException(where + ": no " + field);
    }
    return d;
  }

  private static boolean yes(JsonNode r, String field) {
    return "Yes".equalsIgnoreCase(text(r, field));
  }

  private static LocalDateTime timestamp(String s, String where) throws RejectedFileException {
    if (s == null) {
      return null;
    }
    try {
      return LocalDateTime.parse(s);
    } catch (DateTimeParseException e) {
      throw new RejectedFileException(where + ": updatedTimestamp is not a date-time: '" + s + "'");
    }
  }
}
