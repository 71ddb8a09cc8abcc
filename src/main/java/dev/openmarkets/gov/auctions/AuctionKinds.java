package dev.openmarkets.gov.auctions;

import java.util.List;
import java.util.Locale;

/**
 * The security kinds of the treasury-auctions dataset and how each upstream spells them:
 * TreasuryDirect's `type` (Bill, CMB, Note, Bond, TIPS, FRN) with its yes/no flags as a fallback,
 * and Fiscal Data's `security_type` ("TIPS Note", "FRN Note").
 */
public final class AuctionKinds {
  public static final List<String> ALL = List.of("Bill", "CMB", "Note", "Bond", "TIPS", "FRN");
  public static final List<String> COUPON = List.of("Note", "Bond", "TIPS", "FRN");

  private AuctionKinds() {
  }

  /** The kind named by an upstream type string, or null when it names none. */
  public static String of(String upstream) {
    if (upstream == null) {
      return null;
    }
    String u = upstream.trim().toUpperCase(Locale.ROOT);
    if (u.startsWith("TIPS")) {
      return "TIPS";
    }
    if (u.startsWith("FRN")) {
      return "FRN";
    }
    for (String k : ALL) {
      if (k.toUpperCase(Locale.ROOT).equals(u)) {
        return k;
      }
    }
    return null;
  }

  /** TreasuryDirect: `type` when it is a known kind, else the flags, else `securityType`. */
  public static String ofTreasuryDirect(String type, String securityType, boolean tips, boolean frn, boolean cmb) {
    String k = of(type);
    if (k != null) {
      return k;
    }
    if (tips) {
      return "TIPS";
    }
    if (frn) {
      return "FRN";
    }
    if (cmb) {
      return "CMB";
    }
    return of(securityType);
  }
}
