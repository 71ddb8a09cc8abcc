package dev.openmarkets.ingest;

/**
 * A file that cannot be loaded as a whole. The message is the reason shown in /stats and by
 * `import`; it names the line when one is at fault, and never carries a stack trace.
 */
public class RejectedFileException extends Exception {
  public RejectedFileException(String reason) {
    super(reason, null, false, false);
  }

  public static RejectedFileException atLine(int lineNo, String reason) {
    return new RejectedFileException("line " + lineNo + ": " + reason);
  }
}
