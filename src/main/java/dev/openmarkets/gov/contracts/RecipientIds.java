package dev.openmarkets.gov.contracts;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

/**
 * USAspending's recipient id for a UEI: the UUID formed from MD5("UEI-" + UEI) plus a level
 * suffix (C child, P parent, R no parent). Checked against a real recipient profile, whose
 * recipient_id 34228757-4b3c-8dac-90bb-a06834ec884a-C belongs to UEI KMLTRR8Y96L9.
 */
public final class RecipientIds {
  private RecipientIds() {
  }

  public static String hash(String uei) {
    try {
      byte[] md5 = MessageDigest.getInstance("MD5")
          .digest(("UEI-" + uei.trim().toUpperCase(Locale.ROOT)).getBytes(StandardCharsets.UTF_8));
      String h = HexFormat.of().formatHex(md5);
      return h.substring(0, 8) + "-" + h.substring(8, 12) + "-" + h.substring(12, 16) + "-" + h.substring(16, 20)
          + "-" + h.substring(20);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
