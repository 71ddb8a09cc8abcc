package dev.openmarkets.mirror;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;

/** A public key in minisign's format (PubkeyStruct): "Ed", the 8-byte key number, the 32-byte key. */
public record MinisignPublicKey(byte[] keyNumber, byte[] key) {

  /** The key number as minisign prints it: the little-endian 64-bit number in upper-case hex. */
  public String id() {
    return String.format("%016X", ByteBuffer.wrap(keyNumber).order(ByteOrder.LITTLE_ENDIAN).getLong());
  }

  public String encode() {
    byte[] raw = ByteBuffer.allocate(42).put(Minisign.ALG_ED).put(keyNumber).put(key).array();
    return "untrusted comment: minisign public key " + id() + "\n" + Base64.getEncoder().encodeToString(raw) + "\n";
  }

  public static MinisignPublicKey read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    try {
      return parse(lines.size() < 2 ? "" : lines.get(1).trim());
    } catch (IllegalArgumentException e) {
      throw new IOException(file + " is not a minisign public key file");
    }
  }

  /** The base64 line (also what `minisign -P` takes). */
  public static MinisignPublicKey parse(String base64) {
    byte[] raw = Base64.getDecoder().decode(base64);
    if (raw.length != 42 || !Arrays.equals(Arrays.copyOf(raw, 2), Minisign.ALG_ED)) {
      throw new IllegalArgumentException("not a minisign Ed25519 public key");
    }
    return new MinisignPublicKey(Arrays.copyOfRange(raw, 2, 10), Arrays.copyOfRange(raw, 10, 42));
  }

  @Override
  public String toString() {
    return "minisign public key " + id() + " " + HexFormat.of().formatHex(key);
  }
}
