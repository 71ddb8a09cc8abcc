package dev.openmarkets.analytics.etf;

import dev.openmarkets.ingest.BotWall;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads an issuer's daily holdings file by its header names, which covers the formats in use:
 * iShares (a preamble with "Fund Holdings as of", then Ticker,...,Quantity rows, the coin and
 * cash), ARK 21Shares (date,fund,company,ticker,cusip,shares,...), Bitwise (Date,Fund
 * Ticker,Asset,Quantity,...), and the plain date,ticker,holdings CSV `import` accepts. The fund
 * comes from a fund column, else a ticker column naming a configured fund, else the file name
 * (IBIT_holdings...); the coin row is the one whose ticker or name is the fund's coin. A file
 * without a header, a date, a known fund or the coin row, or with an unreadable number, is
 * rejected whole; an HTML page (a bot challenge served with 200) is refused with its reason
 * ({@link BotWall}), never read as a file without holdings.
 */
public final class HoldingsParser implements FileParser<HoldingRow> {
  private final EtfFunds funds;

  public HoldingsParser(EtfFunds funds) {
    this.funds = funds;
  }

  private record Header(int line, int date, int fund, int ticker, int name, int quantity) {
  }

  @Override
  public List<HoldingRow> parse(UpstreamFile file) throws RejectedFileException {
    // an issuer's bot challenge saved or imported as a file (the pollers refuse it before parsing)
    String refused = BotWall.refusal(file.name(), null, file.bytes());
    if (refused != null) {
      throw new RejectedFileException("refused: " + refused + ", where the holdings CSV was expected");
    }
    List<String> lines = CsvCells.lines(file.bytes());
    Header h = header(lines);
    LocalDate preambleDate = h.date() < 0 ? preambleDate(lines, h.line()) : null;
    EtfFund nameFund = funds.get(file.name().replaceAll("^.*/", "").split("[_\\-. ]")[0]);
    List<HoldingRow> out = new ArrayList<>();
    for (int i = h.line() + 1; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank()) {
        continue;
      }
      List<String> cells = CsvCells.split(line);
      if (cells.size() <= h.quantity()) {
        // iShares and ARK end with disclaimer lines of one or two cells
        if (cells.size() <= 2) {
          continue;
        }
        throw RejectedFileException.atLine(i + 1, "too few cells");
      }
      EtfFund fund = fundOf(cells, h, nameFund);
      if (fund == null) {
        throw RejectedFileException.atLine(i + 1, "no configured fund for this row (add it to analytics.etfFunds)");
      }
      if (!isCoinRow(cells, h, fund)) {
        continue;
      }
      LocalDate date;
      BigDecimal qty;
      try {
        date = h.date() >= 0 ? CsvCells.date(cells.get(h.date())) : preambleDate;
        qty = CsvCells.number(cells.get(h.quantity()));
      } catch (RuntimeException e) {
        throw RejectedFileException.atLine(i + 1, "unreadable date or quantity");
      }
      if (date == null || qty == null || qty.signum() < 0) {
        throw RejectedFileException.atLine(i + 1, "missing date or quantity");
      }
      out.add(new HoldingRow(fund.ticker(), date, fund.issuer(), fund.asset(), qty));
    }
    if (out.isEmpty()) {
      throw new RejectedFileException("no holding of the fund's coin in the file");
    }
    return out;
  }

  private Header header(List<String> lines) throws RejectedFileException {
    for (int i = 0; i < Math.min(lines.size(), 40); i++) {
      List<String> cells = CsvCells.split(lines.get(i)).stream().map(c -> c.toLowerCase(Locale.ROOT)).toList();
      int qty = first(cells, "quantity", "shares", "holdings", "units");
      if (qty >= 0) {
        return new Header(i, first(cells, "date", "as of date", "as of"), first(cells, "fund", "fund ticker"),
            first(cells, "ticker"), first(cells, "name", "company", "asset", "security"), qty);
      }
    }
    throw new RejectedFileException("no header with a quantity, shares or holdings column");
  }

  private static int first(List<String> cells, String... names) {
    for (String n : names) {
      int i = cells.indexOf(n);
      if (i >= 0) {
        return i;
      }
    }
    return -1;
  }

  /** iShares: the date on the "Fund Holdings as of" line above the header. */
  private static LocalDate preambleDate(List<String> lines, int headerLine) throws RejectedFileException {
    for (int i = 0; i < headerLine; i++) {
      List<String> cells = CsvCells.split(lines.get(i));
      if (cells.size() >= 2 && cells.get(0).toLowerCase(Locale.ROOT).contains("holdings as of")) {
        try {
          return CsvCells.date(cells.get(1));
        } catch (RuntimeException e) {
          throw RejectedFileException.atLine(i + 1, "unreadable holdings date");
        }
      }
    }
    throw new RejectedFileException("no date column and no \"Fund Holdings as of\" line");
  }

  private EtfFund fundOf(List<String> cells, Header h, EtfFund nameFund) {
    if (h.fund() >= 0) {
      return funds.get(cells.get(h.fund()));
    }
    if (h.ticker() >= 0 && funds.get(cells.get(h.ticker())) != null && nameFund == null) {
      return funds.get(cells.get(h.ticker()));
    }
    return nameFund;
  }

  /** The fund's coin: by ticker (BTC, XBT, ETH) or name (Bitcoin, Ether); plain files hold only coin rows. */
  private static boolean isCoinRow(List<String> cells, Header h, EtfFund fund) {
    boolean plain = h.fund() < 0 && h.ticker() >= 0 && cells.get(h.ticker()).equalsIgnoreCase(fund.ticker());
    if (plain || (h.ticker() < 0 && h.name() < 0)) {
      return true;
    }
    String ticker = h.ticker() >= 0 ? cells.get(h.ticker()).toUpperCase(Locale.ROOT) : "";
    String name = h.name() >= 0 ? cells.get(h.name()).toUpperCase(Locale.ROOT) : "";
    return fund.asset().equals("btc")
        ? ticker.equals("BTC") || ticker.equals("XBT") || name.equals("BITCOIN")
        : ticker.equals("ETH") || name.equals("ETHER") || name.equals("ETHEREUM");
  }
}
