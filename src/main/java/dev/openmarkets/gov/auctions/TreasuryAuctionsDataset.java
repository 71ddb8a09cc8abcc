package dev.openmarkets.gov.auctions;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** GET /api/markets/treasury-auctions: announced and auctioned US Treasury securities (TreasuryDirect). */
public final class TreasuryAuctionsDataset {
  private static final String NEWEST = SqlResource.load(TreasuryAuctionsDataset.class, "auctions-newest.sql");
  private static final String UPCOMING = SqlResource.load(TreasuryAuctionsDataset.class, "auctions-upcoming.sql");
  static final String KNOWN_AT_DOC = "When TreasuryDirect says it last updated the auction's record "
      + "(updatedTimestamp, Eastern time; never after this service stored it): a record whose results came "
      + "out is a new version known from its own updatedTimestamp. Fiscal Data's upcoming rows state no time: "
      + "when first stored. A record that changes values without a later updatedTimestamp: when first seen.";
  static final LocalDate EARLIEST = LocalDate.of(1900, 1, 1);
  static final LocalDate LATEST = LocalDate.of(9999, 12, 31);

  private static final List<String> TYPES = types();
  static final Param<String> TYPE =
      Param.oneOf("type", "coupon", TYPES, "Security kind: Note, Bond, TIPS, FRN, Bill, CMB, all, or "
          + "coupon (the default: Note, Bond, TIPS and FRN). Case-insensitive");
  static final Param<String> TERM =
      Param.string("term", "Security term as Treasury writes it (10-Year, 13-Week); also matches "
          + "reopenings by their original term. Case-insensitive");
  static final Param<LocalDate> FROM = Param.date("from", "First auction date");
  static final Param<LocalDate> TO = Param.date("to", "Last auction date");
  static final Param<Boolean> UPCOMING_PARAM =
      Param.bool("upcoming", false, "Only announced auctions (results not out yet), soonest first");
  static final Param<Integer> LIMIT = Param.limit(100, 5000, "Rows returned");

  private TreasuryAuctionsDataset() {
  }

  private static List<String> types() {
    List<String> types = new ArrayList<>(AuctionKinds.COUPON);
    types.addAll(List.of("Bill", "CMB", "coupon", "all"));
    return List.copyOf(types);
  }

  public static Dataset declaration() {
    return Dataset.builder("treasury-auctions", "/api/markets/treasury-auctions", "gov")
        .tool("treasury_auctions")
        .title("US Treasury auctions (TreasuryDirect, announced and auctioned)")
        .summary("Marketable Treasury securities auctioned since 2010 and those announced but not yet auctioned, "
            + "with the auction results once they are out. Newest auction first; upcoming=true lists the "
            + "announced auctions only, soonest first.")
        .param(TYPE)
        .param(TERM)
        .param(FROM)
        .param(TO)
        .param(UPCOMING_PARAM)
        .param(LIMIT)
        .check(Check.fromNotAfterTo(FROM, TO))
        .field(Field.of("cusip", STRING, "CUSIP of the security; a reopening auctions the same CUSIP again"))
        .field(Field.of("securityType", STRING, "Bill, CMB, Note, Bond, TIPS or FRN (TreasuryDirect's `type`)"))
        .field(Field.nullable("securityTerm", STRING, "Term as auctioned (10-Year; 9-Year 10-Month for a reopening)"))
        .field(Field.of("auctionDate", DATE, "Auction date"))
        .field(Field.nullable("issueDate", DATE, "Issue (settlement) date"))
        .field(Field.nullable("maturityDate", DATE, "Maturity date"))
        .field(Field.of("status", STRING, "announced (no results yet) or auctioned"))
        .field(Field.nullable("offeringAmount", DECIMAL, "Offering amount, USD"))
        .field(Field.nullable("highYield", DECIMAL, "High (stop-out) yield, percent; notes, bonds, TIPS"))
        .field(Field.nullable("highDiscountRate", DECIMAL, "High discount rate, percent; bills"))
        .field(Field.nullable("highInvestmentRate", DECIMAL, "High investment (bond-equivalent) rate, percent; bills"))
        .field(Field.nullable("interestRate", DECIMAL, "Coupon rate, percent"))
        .field(Field.nullable("bidToCoverRatio", DECIMAL, "Total tendered / total accepted, as Treasury prints it"))
        .field(Field.nullable("totalTendered", DECIMAL, "Total tendered, USD"))
        .field(Field.nullable("totalAccepted", DECIMAL, "Total accepted, USD"))
        .field(Field.nullable("primaryDealerAccepted", DECIMAL, "Accepted from primary dealers, USD"))
        .field(Field.nullable("directBidderAccepted", DECIMAL, "Accepted from direct bidders, USD"))
        .field(Field.nullable("indirectBidderAccepted", DECIMAL, "Accepted from indirect bidders, USD"))
        .note("Every figure is Treasury's own, with its digits (\"2.760000\", \"4.7690\"); results are null while an "
            + "auction is only announced.")
        .note("status moves announced -> auctioned when TreasuryDirect's record carries results (a high yield, rate, "
            + "margin or price, or an accepted total); an announced record never overwrites an auctioned one.")
        .note("Sources: TreasuryDirect's securities API (announced, auctioned, and search by year back to 2010) and "
            + "Fiscal Data's upcoming_auctions file (import), which has no maturity or original term.")
        .coverage("treasury_auctions", "auction_date")
        .history(History.versioned("treasury_auctions", KNOWN_AT_DOC))
        .cadence(Cadence.changesEvery("TreasuryDirect announces or holds auctions most weekdays", Duration.ofDays(4), Duration.ofDays(4)))
        .planner(TreasuryAuctionsDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    String type = p.get(TYPE);
    List<String> kinds = "all".equals(type) ? AuctionKinds.ALL
        : "coupon".equals(type) || type == null ? AuctionKinds.COUPON : List.of(type);
    LocalDate from = p.given(FROM) ? p.get(FROM) : EARLIEST;
    LocalDate to = p.given(TO) ? p.get(TO) : LATEST;
    return new SqlPlan(p.get(UPCOMING_PARAM) ? UPCOMING : NEWEST,
        Tuple.of(kinds.toArray(new String[0]), p.get(TERM), from, to, p.limit()));
  }
}
