package dev.openmarkets.sec.edgar;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The SEC-HEADER at the top of a full .txt submission (Archives/edgar/data/CIK/ACCESSION.txt):
 * <ACCEPTANCE-DATETIME>20261110163045 in Eastern time, and ACCESSION NUMBER. A bare XML
 * document has no header, so both are null then.
 */
public final class SubmissionHeader {
  private static final ZoneId EDGAR_ZONE = ZoneId.of("America/New_York");
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  private static final Pattern ACCEPTANCE = Pattern.compile("<ACCEPTANCE-DATETIME>\\s*(\\d{14})");
  private static final Pattern ACCESSION = Pattern.compile("ACCESSION NUMBER:\\s*(\\S+)");
  // the header is the first few hundred bytes; the documents after it can be megabytes
  private static final int HEAD_BYTES = 8192;

  private SubmissionHeader() {
  }

  public static Instant acceptedAt(byte[] bytes) {
    Matcher m = ACCEPTANCE.matcher(head(bytes));
    if (!m.find()) {
      return null;
    }
    try {
      return LocalDateTime.parse(m.group(1), STAMP).atZone(EDGAR_ZONE).toInstant();
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  public static String accessionNo(byte[] bytes) {
    Matcher m = ACCESSION.matcher(head(bytes));
    return m.find() ? Accessions.fromFileName(m.group(1)) : null;
  }

  private static String head(byte[] bytes) {
    return new String(bytes, 0, Math.min(bytes.length, HEAD_BYTES), StandardCharsets.ISO_8859_1);
  }
}
