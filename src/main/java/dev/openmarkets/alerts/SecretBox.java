package dev.openmarkets.alerts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Seals the alerts' whsec_ secrets for the database: AES-256-GCM (a fresh 12-byte nonce per
 * secret, the alert id as associated data, so a sealed secret moved to another alert does not
 * open) under a key read from a file outside the database. A dump of the tables alone therefore
 * cannot sign a webhook; the file is made (mode 600) on first start when it does not exist. Every
 * node of a fleet must be given the same file.
 */
final class SecretBox {
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final int NONCE = 12;

  private final SecretKeySpec key;

  private SecretBox(byte[] key) {
    this.key = new SecretKeySpec(key, "AES");
  }

  /** The box of the key in file (base64 of 32 bytes), making the file first when it is absent. */
  static SecretBox fromFile(Path file) {
    try {
      if (!Files.exists(file)) {
        byte[] fresh = new byte[32];
        RANDOM.nextBytes(fresh);
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = file.resolveSibling(file.getFileName() + "." + ProcessHandle.current().pid() + "." + System.nanoTime() + ".tmp");
        Files.writeString(tmp, Base64.getEncoder().encodeToString(fresh) + "\n");
        restrict(tmp);
        try {
          Files.move(tmp, file);
        } catch (java.nio.file.FileAlreadyExistsException raced) {
          // another node on the same data directory made it first: use theirs
          Files.deleteIfExists(tmp);
        }
      }
      byte[] k = Base64.getDecoder().decode(Files.readString(file).strip());
      if (k.length != 32) {
        throw new IllegalStateException("alerts.secretKeyFile " + file + " must hold the base64 of 32 bytes");
      }
      return new SecretBox(k);
    } catch (IOException e) {
      throw new UncheckedIOException("alerts.secretKeyFile " + file + " cannot be read or made", e);
    }
  }

  private static void restrict(Path file) throws IOException {
    try {
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
    } catch (UnsupportedOperationException notPosix) {
      // a file system without POSIX modes: the directory's own protection applies
    }
  }

  /** A new secret's raw bytes (24, as the Standard Webhooks libraries make them). */
  static byte[] newSecret() {
    byte[] s = new byte[24];
    RANDOM.nextBytes(s);
    return s;
  }

  static String whsec(byte[] secret) {
    return "whsec_" + Base64.getEncoder().encodeToString(secret);
  }

  byte[] seal(String alertId, byte[] secret) {
    try {
      byte[] nonce = new byte[NONCE];
      RANDOM.nextBytes(nonce);
      Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
      c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
      c.updateAAD(alertId.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      byte[] sealed = c.doFinal(secret);
      byte[] out = Arrays.copyOf(nonce, NONCE + sealed.length);
      System.arraycopy(sealed, 0, out, NONCE, sealed.length);
      return out;
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM unavailable", e);
    }
  }

  byte[] open(String alertId, byte[] sealed) {
    try {
      Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
      c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, sealed, 0, NONCE));
      c.updateAAD(alertId.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      return c.doFinal(sealed, NONCE, sealed.length - NONCE);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("the secret of alert " + alertId + " does not open with alerts.secretKeyFile", e);
    }
  }
}
