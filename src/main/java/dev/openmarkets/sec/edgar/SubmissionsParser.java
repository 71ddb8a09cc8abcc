package dev.openmarkets.sec.edgar;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.util.Symbols;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads data.sec.gov submissions JSON: CIK##########.json (company fields and filings.recent) and
 * its paged siblings CIK##########-submissions-NNN.json (the filings object alone). Filings come
 * as parallel arrays, one per field, which must all be as long as accessionNumber. A bad CIK is
 * answered with an S3 XML error, not JSON, and is rejected as such.
 */
public final class SubmissionsParser implements FileParser<FilingRef> {
  @Override
  public List<FilingRef> parse(UpstreamFile file) throws RejectedFileException {
    return parseCompany(file).filings();
  }

  public CompanySubmissions parseCompany(UpstreamFile file) throws RejectedFileException {
    JsonNode root = SecJson.readObject(file, "submissions JSON");
    if (root.has("filings")) {
      JsonNode filings = root.get("filings");
      List<String> older = new ArrayList<>();
      for (JsonNode f : filings.path("files")) {
        older.add(f.path("name").asText());
      }
      List<String> tickers = new ArrayList<>();
      for (JsonNode t : root.path("tickers")) {
        tickers.add(Symbols.normalize(t.asText()));
      }
      List<String> exchanges = new ArrayList<>();
      for (JsonNode x : root.path("exchanges")) {
        exchanges.add(x.isNull() ? null : x.asText());
      }
      return new CompanySubmissions(Ciks.normalize(root.path("cik").asText()), text(root.get("name")),
          tickers, exchanges, refs(filings.get("recent")), older, formerNames(root.path("formerNames")));
    }
    if (root.has("accessionNumber")) {
      return new CompanySubmissions(null, null, List.of(), List.of(), refs(root), List.of(), List.of());
    }
    throw new RejectedFileException("neither a submissions file (filings.recent) nor a paged file (accessionNumber)");
  }

  private static List<FilingRef> refs(JsonNode table) throws RejectedFileException {
    if (table == null || !table.path("accessionNumber").isArray()) {
      throw new RejectedFileException("filings without an accessionNumber array");
    }
    int n = table.get("accessionNumber").size();
    String[] columns = {"form", "filingDate", "reportDate", "acceptanceDateTime", "primaryDocument", "items"};
    for (String c : columns) {
      JsonNode col = table.get(c);
      if (col != null && (!col.isArray() || col.size() != n)) {
        throw new RejectedFileException("array " + c + " has " + col.size() + " entries, accessionNumber " + n);
      }
    }
    List<FilingRef> refs = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      String accession = text(table.get("accessionNumber").get(i));
      String form = cell(table, "form", i);
      LocalDate filed = SecDates.parseOrNull(cell(table, "filingDate", i));
      if (accession == null || form == null || filed == null) {
        throw new RejectedFileException("filing " + i + ": needs accessionNumber, form and filingDate");
      }
      refs.add(new FilingRef(accession, form, filed, SecDates.parseOrNull(cell(table, "reportDate", i)),
          instant(cell(table, "acceptanceDateTime", i), accession), cell(table, "primaryDocument", i),
          cell(table, "items", i)));
    }
    return refs;
  }

  /** formerNames [{name, from, to}]; an entry without a name or a readable from and to says no interval, and is left out. */
  private static List<FormerName> formerNames(JsonNode names) {
    List<FormerName> out = new ArrayList<>();
    for (JsonNode n : names) {
      String name = text(n.get("name"));
      Instant from = instantOrNull(text(n.get("from")));
      Instant to = instantOrNull(text(n.get("to")));
      if (name != null && from != null && to != null) {
        out.add(new FormerName(name, from, to));
      }
    }
    return out;
  }

  private static Instant instantOrNull(String s) {
    try {
      return s == null ? null : Instant.parse(s);
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  private static String cell(JsonNode table, String column, int i) {
    JsonNode col = table.get(column);
    return col == null ? null : text(col.get(i));
  }

  private static String text(JsonNode n) {
    if (n == null || n.isNull()) {
      return null;
    }
    String s = n.asText().strip();
    return s.isEmpty() ? null : s;
  }

  private static Instant instant(String s, String accession) throws RejectedFileException {
    if (s == null) {
      return null;
    }
    try {
      return Instant.parse(s);
    } catch (DateTimeParseException e) {
      throw new RejectedFileException("filing " + accession + ": bad acceptanceDateTime '" + s + "'");
    }
  }
}
