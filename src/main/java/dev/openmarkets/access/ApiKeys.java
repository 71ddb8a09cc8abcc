package dev.openmarkets.access;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/** API key format and hashing: "om_" + 32 random bytes (base64url); stored only as SHA-256 hex. */
public final class ApiKeys {
  private static final SecureRandom RANDOM = new SecureRandom();
  /** How many leading characters of a key identify it in `keys list` and `keys revoke`. */
  public static final int PREFIX_LENGTH = 11;

  private ApiKeys() {
  }

  public static String generate() {
    byte[] b = new byte[32];
    RANDOM.nextBytes(b);
    return "om_" + Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }

  public static String prefix(String key) {
    return key.substring(0, Math.min(PREFIX_LENGTH, key.length()));
  }

  public static String hash(String key) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
