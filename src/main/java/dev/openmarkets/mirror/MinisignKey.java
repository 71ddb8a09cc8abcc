package dev.openmarkets.mirror;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.bouncycastle.crypto.digests.Blake2bDigest;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;

/**
 * An Ed25519 secret key in minisign's file format (minisign.h, SeckeyStruct): "Ed", the KDF "\0\0"
 * (not encrypted with a password, like `minisign -G -W`: protect the file itself), "B2", 32 bytes
 * of salt and 16 of KDF limits (zero), the key number, libsodium's 64-byte secret key (seed and
 * public key) and its BLAKE2b-256 checksum. minisign itself signs with such a file.
 */
public record MinisignKey(byte[] keyNumber, byte[] seed) {
  private static final int FILE_BYTES = 2 + 2 + 2 + 32 + 8 + 8 + 8 + 64 + 32;

  public static MinisignKey generate() {
    SecureRandom random = new SecureRandom();
    byte[] keyNumber = new byte[8];
    byte[] seed = new byte[32];
    random.nextBytes(keyNumber);
    random.nextBytes(seed);
    return new MinisignKey(keyNumber, seed);
  }

  public byte[] publicKey() {
    return new Ed25519PrivateKeyParameters(seed, 0).generatePublicKey().getEncoded();
  }

  public MinisignPublicKey publicKeyFile() {
    return new MinisignPublicKey(keyNumber, publicKey());
  }

  /** The secret key file's two lines. */
  public String encode() {
    ByteBuffer b = ByteBuffer.allocate(FILE_BYTES).order(ByteOrder.LITTLE_ENDIAN);
    b.put(Minisign.ALG_ED).put(new byte[] {0, 0}).put(Minisign.CHK_B2).put(new byte[32]).putLong(0).putLong(0);
    b.put(keyNumber).put(secretKey64()).put(checksum());
    return "untrusted comment: openmarkets mirror secret key (minisign format, not password-protected)\n"
        + Base64.getEncoder().encodeToString(b.array()) + "\n";
  }

  /** Writes the secret key (owner-only permissions) to file and its public key to file.pub. */
  public void write(Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path tmp = Files.createTempFile(parent, ".key", ".tmp", PosixFilePermissions.asFileAttribute(
        PosixFilePermissions.fromString("rw-------")));
    Files.writeString(tmp, encode());
    Files.move(tmp, file);
    Files.writeString(Path.of(file + ".pub"), publicKeyFile().encode());
  }

  public static MinisignKey read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    byte[] raw;
    try {
      raw = Base64.getDecoder().decode(lines.size() < 2 ? "" : lines.get(1).trim());
    } catch (IllegalArgumentException e) {
      raw = new byte[0];
    }
    if (raw.length != FILE_BYTES) {
      throw new IOException(file + " is not a minisign secret key file");
    }
    ByteBuffer b = ByteBuffer.wrap(raw);
    byte[] alg = take(b, 2);
    byte[] kdf = take(b, 2);
    byte[] chk = take(b, 2);
    if (!Arrays.equals(alg, Minisign.ALG_ED) || !Arrays.equals(chk, Minisign.CHK_B2)) {
      throw new IOException(file + ": unsupported minisign key algorithm");
    }
    if (!Arrays.equals(kdf, new byte[] {0, 0})) {
      throw new IOException(file + " is password-protected; openmarkets reads unencrypted keys only "
          + "(minisign -G -W, or mirror keygen)");
    }
    b.position(b.position() + 32 + 16);
    MinisignKey key = new MinisignKey(take(b, 8), Arrays.copyOf(take(b, 64), 32));
    byte[] sum = take(b, 32);
    // minisign -W leaves the checksum zero; when present it must match
    if (!Arrays.equals(sum, new byte[32]) && !Arrays.equals(sum, key.checksum())) {
      throw new IOException(file + ": the secret key's checksum does not match (damaged file)");
    }
    return key;
  }

  private byte[] secretKey64() {
    byte[] sk = Arrays.copyOf(seed, 64);
    System.arraycopy(publicKey(), 0, sk, 32, 32);
    return sk;
  }

  /** minisign's seckey_compute_chk: BLAKE2b-256 of the algorithm, key number and secret key. */
  private byte[] checksum() {
    Blake2bDigest d = new Blake2bDigest(256);
    d.update(Minisign.ALG_ED, 0, 2);
    d.update(keyNumber, 0, 8);
    byte[] sk = secretKey64();
    d.update(sk, 0, sk.length);
    byte[] out = new byte[32];
    d.doFinal(out, 0);
    return out;
  }

  static byte[] take(ByteBuffer b, int n) {
    byte[] out = new byte[n];
    b.get(out);
    return out;
  }
}
