package dev.openmarkets.sec.facts;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.Ciks;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an XBRL frames file (data.sec.gov/api/xbrl/frames/us-gaap/TAG/USD/CY2024.json:
 * {taxonomy, tag, ccp, uom, data:[{accn, cik, entityName, loc, start, end, val}]}) into the
 * companies it names: one frame request lists every company that reported the concept for the
 * period, so a repurchases frame tells which company facts to fetch for the buybacks ranking.
 */
public final class FramesParser {
  private FramesParser() {
  }

  public static List<WatchRow> parse(UpstreamFile file) throws RejectedFileException {
    JsonNode root = CompanyFactsParser.readTree(file.bytes());
    String tag = root.path("tag").asText("");
    String ccp = root.path("ccp").asText("");
    JsonNode data = root.get("data");
    if (tag.isEmpty() || ccp.isEmpty() || data == null || !data.isArray()) {
      throw new RejectedFileException("frames file without tag, ccp or data");
    }
    List<WatchRow> out = new ArrayList<>();
    for (JsonNode d : data) {
      String cik = Ciks.normalize(d.path("cik").asText(""));
      String end = d.path("end").asText("");
      if (cik == null || end.isEmpty()) {
        throw new RejectedFileException("frames row without cik or end: " + d);
      }
      try {
        out.add(new WatchRow(cik, tag + " " + ccp, LocalDate.parse(end)));
      } catch (DateTimeParseException e) {
        throw new RejectedFileException("frames row with a bad end '" + end + "'");
      }
    }
    return out;
  }
}
