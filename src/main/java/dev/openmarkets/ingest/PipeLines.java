package dev.openmarkets.ingest;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a pipe-delimited upstream text file into lines (LF or CRLF) and lines into fields,
 * keeping empty fields, so every parser counts columns the same way.
 */
public final class PipeLines {
  private PipeLines() {
  }

  /**
   * Decodes upstream text as UTF-8 when the bytes are valid UTF-8, else as Latin-1, which maps
   * every byte; a stray accented byte in an issue name must not turn into U+FFFD silently.
   */
  public static String decode(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      return new String(bytes, StandardCharsets.ISO_8859_1);
    }
  }

  /**
   * The lines of the text without their terminators. A final terminator does not start an extra
   * empty line, and a leading byte order mark is dropped.
   */
  public static List<String> lines(String text) {
    String s = text.startsWith("\uFEFF") ? text.substring(1) : text;
    List<String> lines = new ArrayList<>();
    int start = 0;
    while (start < s.length()) {
      int lf = s.indexOf('\n', start);
      int end = lf < 0 ? s.length() : lf;
      int cut = end > start && s.charAt(end - 1) == '\r' ? end - 1 : end;
      lines.add(s.substring(start, cut));
      start = lf < 0 ? s.length() : lf + 1;
    }
    return lines;
  }

  /** The lines with blank lines at the end removed. */
  public static List<String> withoutTrailingBlanks(List<String> lines) {
    int n = lines.size();
    while (n > 0 && lines.get(n - 1).isBlank()) {
      n--;
    }
    return lines.subList(0, n);
  }

  /** True when the text's last line is terminated, i.e. the download did not stop mid-line. */
  public static boolean endsWithNewline(String text) {
    return text.endsWith("\n");
  }

  /** The fields of one line split on '|', keeping empty fields, including trailing ones. */
  public static String[] fields(String line) {
    return line.split("\\|", -1);
  }
}
