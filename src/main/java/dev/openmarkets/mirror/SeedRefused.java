package dev.openmarkets.mirror;

/** `seed` refuses a mirror before writing anything; the message names the file at fault. */
public final class SeedRefused extends Exception {
  private final String file;

  public SeedRefused(String file, String reason) {
    super(file + ": " + reason);
    this.file = file;
  }

  public String file() {
    return file;
  }
}
