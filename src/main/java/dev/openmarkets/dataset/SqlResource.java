package dev.openmarkets.dataset;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Loads SQL kept as .sql resources next to the dataset that uses it (read once, at class init). */
public final class SqlResource {
  private SqlResource() {
  }

  public static String load(Class<?> owner, String fileName) {
    String res = owner.getPackageName().replace('.', '/') + "/" + fileName;
    try (InputStream in = owner.getClassLoader().getResourceAsStream(res)) {
      if (in == null) {
        throw new IllegalStateException("missing SQL resource " + res);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
