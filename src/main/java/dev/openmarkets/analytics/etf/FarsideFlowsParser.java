package dev.openmarkets.analytics.etf;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads a Farside-style daily flow table: date, then one column per fund ticker in USD millions
 * of net flow (negative or in parentheses for outflows), and a total column (Total, or a scraping
 * artefact such as COL11) that is skipped. The coin is in the file name (btc_flows, eth_flows) or
 * else the configured coin of the tickers. Empty cells are days the table does not give. Any
 * unreadable date or number rejects the whole file.
 */
public final class FarsideFlowsParser implements FileParser<ReportedFlowRow> {
  private static final BigDecimal MILLION = new BigDecimal("1000000");
  private final EtfFunds funds;

  public FarsideFlowsParser(EtfFunds funds) {
    this.funds = funds;
  }

  @Override
  public List<ReportedFlowRow> parse(UpstreamFile file) throws RejectedFileException {
    List<String> lines = CsvCells.lines(file.bytes());
    List<String> header = CsvCells.split(lines.get(0));
    if (header.size() < 2 || !header.get(0).equalsIgnoreCase("date")) {
      throw new RejectedFileException("the first column is not date");
    }
    String nameAsset = assetOfName(file.name());
    List<ReportedFlowRow> out = new ArrayList<>();
    for (int i = 1; i < lines.size(); i++) {
      if (lines.get(i).isBlank()) {
        continue;
      }
      List<String> cells = CsvCells.split(lines.get(i));
      if (cells.size() != header.size()) {
        throw RejectedFileException.atLine(i + 1, cells.size() + " cells for " + header.size() + " columns");
      }
      LocalDate date;
      try {
        date = CsvCells.date(cells.get(0));
      } catch (RuntimeException e) {
        throw RejectedFileException.atLine(i + 1, "unreadable date '" + cells.get(0) + "'");
      }
      for (int c = 1; c < header.size(); c++) {
        String ticker = header.get(c).toUpperCase(Locale.ROOT);
        if (isTotal(ticker)) {
          continue;
        }
        BigDecimal millions;
        try {
          millions = CsvCells.number(cells.get(c));
        } catch (RuntimeException e) {
          throw RejectedFileException.atLine(i + 1, "unreadable flow '" + cells.get(c) + "' for " + ticker);
        }
        if (millions == null) {
          continue;
        }
        EtfFund fund = funds.get(ticker);
        String asset = nameAsset != null ? nameAsset : fund == null ? null : fund.asset();
        if (asset == null) {
          throw RejectedFileException.atLine(i + 1, "cannot tell the coin of " + ticker);
        }
        out.add(new ReportedFlowRow(ticker, date, fund == null ? null : fund.issuer(), asset,
            millions.multiply(MILLION)));
      }
    }
    return out;
  }

  private static boolean isTotal(String column) {
    return column.equals("TOTAL") || column.matches("COL\\d+") || column.isEmpty();
  }

  static String assetOfName(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    return n.contains("btc") ? "btc" : n.contains("eth") ? "eth" : null;
  }
}
