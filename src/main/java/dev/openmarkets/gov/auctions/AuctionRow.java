package dev.openmarkets.gov.auctions;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * One Treasury auction (a CUSIP on an auction date; reopenings auction the same CUSIP again).
 * securityType is the kind clients filter on (Bill, CMB, Note, Bond, TIPS, FRN); results are null
 * while the auction is only announced.
 */
public record AuctionRow(String cusip, LocalDate auctionDate, String securityType, String securityTerm,
    String originalSecurityTerm, LocalDate announcementDate, LocalDate issueDate, LocalDate maturityDate,
    String status, BigDecimal offeringAmount, BigDecimal highYield, BigDecimal highDiscountRate,
    BigDecimal highInvestmentRate, BigDecimal interestRate, BigDecimal bidToCoverRatio, BigDecimal totalTendered,
    BigDecimal totalAccepted, BigDecimal primaryDealerAccepted, BigDecimal directBidderAccepted,
    BigDecimal indirectBidderAccepted, LocalDateTime sourceUpdatedAt) {

  public static final String ANNOUNCED = "announced";
  public static final String AUCTIONED = "auctioned";
}
