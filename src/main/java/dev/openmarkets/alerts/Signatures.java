package dev.openmarkets.alerts;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Standard Webhooks 1.0 signatures: "v1," + base64(HMAC-SHA256(secret, id + "." + timestamp + "." +
 * body)), one per secret in force, space-separated (both while a secret rotates).
 */
final class Signatures {
  private Signatures() {
  }

  static String header(List<byte[]> secrets, String id, long timestampSeconds, byte[] body) {
    StringBuilder sb = new StringBuilder();
    for (byte[] s : secrets) {
      if (!sb.isEmpty()) {
        sb.append(' ');
      }
      sb.append("v1,").append(sign(s, id, timestampSeconds, body));
    }
    return sb.toString();
  }

  static String sign(byte[] secret, String id, long timestampSeconds, byte[] body) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret, "HmacSHA256"));
      mac.update((id + "." + timestampSeconds + ".").getBytes(StandardCharsets.UTF_8));
      return Base64.getEncoder().encodeToString(mac.doFinal(body));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 unavailable", e);
    }
  }
}
