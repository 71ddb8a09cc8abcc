package dev.openmarkets.mirror;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.bouncycastle.crypto.digests.Blake2bDigest;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;
import org.bouncycastle.crypto.signers.Ed25519Signer;

/**
 * minisign's signature file (minisign.c, sign and verify): an untrusted comment, base64 of "ED",
 * the key number and the Ed25519 signature of the message's BLAKE2b-512 hash (the prehashed mode
 * minisign uses by default), the trusted comment, and base64 of the global signature over the
 * signature followed by the trusted comment. `minisign -Vm FILE -p KEY.pub` verifies it.
 */
public final class Minisign {
  static final byte[] ALG_ED = {'E', 'd'};
  static final byte[] ALG_HASHED = {'E', 'D'};
  static final byte[] CHK_B2 = {'B', '2'};

  private Minisign() {
  }

  /** The signature file's four lines; trustedComment is one printable line. */
  public static String sign(MinisignKey key, byte[] message, String trustedComment) {
    if (trustedComment.contains("\n") || trustedComment.contains("\r")) {
      throw new IllegalArgumentException("a trusted comment is one line");
    }
    byte[] sig = ed25519(key, blake2b512(message));
    byte[] global = ed25519(key, concat(sig, trustedComment.getBytes(StandardCharsets.UTF_8)));
    byte[] sigStruct = ByteBuffer.allocate(74).put(ALG_HASHED).put(key.keyNumber()).put(sig).array();
    return "untrusted comment: signature from openmarkets mirror key " + key.publicKeyFile().id() + "\n"
        + Base64.getEncoder().encodeToString(sigStruct) + "\n"
        + "trusted comment: " + trustedComment + "\n"
        + Base64.getEncoder().encodeToString(global) + "\n";
  }

  /**
   * Checks a signature file against the message and a public key, as `minisign -V` does; returns the
   * trusted comment, or throws SignatureException saying what is wrong.
   */
  public static String verify(MinisignPublicKey key, byte[] message, String signatureFile) throws SignatureException {
    List<String> lines = signatureFile.lines().toList();
    if (lines.size() < 4 || !lines.get(0).startsWith("untrusted comment: ")
        || !lines.get(2).startsWith("trusted comment: ")) {
      throw new SignatureException("not a minisign signature file");
    }
    byte[] sigStruct = base64(lines.get(1), 74);
    byte[] global = base64(lines.get(3), 64);
    byte[] alg = Arrays.copyOf(sigStruct, 2);
    if (!Arrays.equals(Arrays.copyOfRange(sigStruct, 2, 10), key.keyNumber())) {
      throw new SignatureException("signed with another key than " + key.id());
    }
    byte[] sig = Arrays.copyOfRange(sigStruct, 10, 74);
    byte[] signed = Arrays.equals(alg, ALG_HASHED) ? blake2b512(message)
        : Arrays.equals(alg, ALG_ED) ? message : null;
    if (signed == null) {
      throw new SignatureException("unsupported signature algorithm");
    }
    if (!ed25519Verify(key, signed, sig)) {
      throw new SignatureException("the signature does not match the file");
    }
    String trusted = lines.get(2).substring("trusted comment: ".length());
    if (!ed25519Verify(key, concat(sig, trusted.getBytes(StandardCharsets.UTF_8)), global)) {
      throw new SignatureException("the trusted comment's signature does not match");
    }
    return trusted;
  }

  static byte[] blake2b512(byte[] message) {
    Blake2bDigest d = new Blake2bDigest(512);
    d.update(message, 0, message.length);
    byte[] out = new byte[64];
    d.doFinal(out, 0);
    return out;
  }

  private static byte[] ed25519(MinisignKey key, byte[] message) {
    Ed25519Signer s = new Ed25519Signer();
    s.init(true, new Ed25519PrivateKeyParameters(key.seed(), 0));
    s.update(message, 0, message.length);
    return s.generateSignature();
  }

  private static boolean ed25519Verify(MinisignPublicKey key, byte[] message, byte[] sig) {
    Ed25519Signer s = new Ed25519Signer();
    s.init(false, new Ed25519PublicKeyParameters(key.key(), 0));
    s.update(message, 0, message.length);
    return s.verifySignature(sig);
  }

  private static byte[] base64(String line, int length) throws SignatureException {
    try {
      byte[] raw = Base64.getDecoder().decode(line.trim());
      if (raw.length == length) {
        return raw;
      }
    } catch (IllegalArgumentException e) {
      // reported below
    }
    throw new SignatureException("not a minisign signature file (bad base64 line)");
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  /** A signature that does not verify, with the reason in words. */
  public static final class SignatureException extends Exception {
    public SignatureException(String message) {
      super(message);
    }
  }
}
