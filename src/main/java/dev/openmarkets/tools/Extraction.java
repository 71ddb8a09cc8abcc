package dev.openmarkets.tools;

/** What one yt-dlp run left: its exit code, stdout (the JSON), the tail of stderr, and whether it was killed at the limit. */
record Extraction(int exitCode, String stdout, String stderrTail, boolean timedOut, boolean outputTooLarge) {

  /** yt-dlp's last "ERROR:" line, the best human reason it gives. */
  String errorLine() {
    String[] lines = stderrTail.split("\n");
    for (int i = lines.length - 1; i >= 0; i--) {
      if (lines[i].startsWith("ERROR:")) {
        String s = lines[i].substring(6).strip();
        return s.length() > 400 ? s.substring(0, 400) : s;
      }
    }
    return null;
  }
}
