package dev.openmarkets.sec.edgar;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.util.Symbols;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The SEC's ticker list (www.sec.gov/files/company_tickers.json) as a CIK <-> ticker lookup.
 * The file is an object keyed "0", "1"... in rough market-cap order, cik_str a number despite its
 * name, and one CIK may have several tickers (BRK-B, BRK-A): the first listed is the primary.
 */
public final class CompanyTickers implements TickerLookup {
  /** The file's entries as rows, in file order. */
  public static final FileParser<CompanyTicker> ROWS = file -> parse(file).rows();

  private final List<CompanyTicker> rows;
  private final Map<String, List<String>> tickersByCik = new HashMap<>();
  private final Map<String, CompanyTicker> byTicker = new HashMap<>();

  public CompanyTickers(List<CompanyTicker> rows) {
    this.rows = List.copyOf(rows);
    for (CompanyTicker r : this.rows) {
      tickersByCik.computeIfAbsent(r.cik(), k -> new ArrayList<>()).add(r.ticker());
      byTicker.putIfAbsent(r.ticker(), r);
    }
  }

  public static CompanyTickers parse(UpstreamFile file) throws RejectedFileException {
    JsonNode root = SecJson.readObject(file, "company_tickers.json");
    // keys are positions; keep the file's order even if a serializer reordered them
    Map<Integer, CompanyTicker> ordered = new TreeMap<>();
    List<CompanyTicker> unkeyed = new ArrayList<>();
    Iterator<Map.Entry<String, JsonNode>> it = root.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      CompanyTicker row = row(e.getKey(), e.getValue());
      try {
        ordered.put(Integer.parseInt(e.getKey()), row);
      } catch (NumberFormatException notPositional) {
        unkeyed.add(row);
      }
    }
    List<CompanyTicker> rows = new ArrayList<>(ordered.values());
    rows.addAll(unkeyed);
    if (rows.isEmpty()) {
      throw new RejectedFileException("no ticker entries");
    }
    return new CompanyTickers(rows);
  }

  private static CompanyTicker row(String key, JsonNode n) throws RejectedFileException {
    JsonNode cikNode = n.get("cik_str");
    String cik = cikNode == null ? null
        : cikNode.isIntegralNumber() ? Ciks.of(cikNode.asLong()) : Ciks.normalize(cikNode.asText());
    String ticker = n.hasNonNull("ticker") ? Symbols.normalize(n.get("ticker").asText()) : null;
    if (cik == null || ticker == null) {
      throw new RejectedFileException("entry " + key + ": needs cik_str and ticker, got " + n);
    }
    return new CompanyTicker(cik, ticker, n.hasNonNull("title") ? n.get("title").asText() : null);
  }

  public List<CompanyTicker> rows() {
    return rows;
  }

  /** The issuer's primary ticker, or null. */
  @Override
  public String tickerFor(String cik) {
    List<String> t = tickersByCik.get(Ciks.normalize(cik));
    return t == null ? null : t.get(0);
  }

  /** All of the issuer's tickers, primary first. */
  public List<String> tickersFor(String cik) {
    List<String> t = tickersByCik.get(Ciks.normalize(cik));
    return t == null ? List.of() : Collections.unmodifiableList(t);
  }

  /** The CIK for a ticker in any spelling (brk.b, BRK/B), or null. */
  public String cikFor(String ticker) {
    CompanyTicker r = byTicker.get(Symbols.normalize(ticker));
    return r == null ? null : r.cik();
  }
}
