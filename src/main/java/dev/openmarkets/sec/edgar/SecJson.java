package dev.openmarkets.sec.edgar;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an EDGAR JSON file to a tree. data.sec.gov answers a missing key with an S3 XML error
 * body (NoSuchKey, AccessDenied), which is named as such rather than reported as bad JSON.
 */
public final class SecJson {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern ERROR_CODE = Pattern.compile("<Code>([^<]*)</Code>");

  private SecJson() {
  }

  /** The top-level JSON object of the file. */
  public static JsonNode readObject(UpstreamFile file, String what) throws RejectedFileException {
    byte[] b = file.bytes();
    int i = 0;
    while (i < b.length && Character.isWhitespace(b[i])) {
      i++;
    }
    if (i < b.length && b[i] == '<') {
      Matcher m = ERROR_CODE.matcher(new String(b, i, Math.min(500, b.length - i), StandardCharsets.UTF_8));
      throw new RejectedFileException("upstream error document" + (m.find() ? " (" + m.group(1) + ")" : "")
          + " instead of " + what);
    }
    JsonNode root;
    try {
      root = JSON.readTree(b);
    } catch (JsonProcessingException e) {
      throw new RejectedFileException("malformed JSON in " + what + ": " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new RejectedFileException("unreadable " + what + ": " + e.getMessage());
    }
    if (root == null || !root.isObject()) {
      throw new RejectedFileException("expected a JSON object for " + what);
    }
    return root;
  }
}
