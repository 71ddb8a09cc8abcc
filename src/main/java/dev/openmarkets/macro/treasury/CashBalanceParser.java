package dev.openmarkets.macro.treasury;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.macro.csv.CsvTable;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the Daily Treasury Statement's operating cash balance (Fiscal Data,
 * v1/accounting/dts/operating_cash_balance) in its three shapes: the labelled CSV download
 * (`Record Date,Type of Account,Opening Balance Today,...`, with a byte-order mark), the API's CSV
 * (`record_date,account_type,open_today_bal,...`) and the API's JSON (`{"data":[{...}]}`, every
 * value a string). Since the statement's October 2021 redesign the day's closing TGA balance is
 * the row "Treasury General Account (TGA) Closing Balance" with its figure in the opening-balance-
 * today column; the other rows (opening balance, deposits, withdrawals) are skipped. Millions of
 * USD, kept exact. A file without any closing-balance row is rejected.
 */
public final class CashBalanceParser implements FileParser<CashBalance> {
  static final String CLOSING = "Treasury General Account (TGA) Closing Balance";
  private static final ObjectMapper JSON = new ObjectMapper();

  @Override
  public List<CashBalance> parse(UpstreamFile file) throws RejectedFileException {
    byte[] b = file.bytes();
    int i = b.length >= 3 && (b[0] & 0xff) == 0xEF ? 3 : 0;
    while (i < b.length && Character.isWhitespace(b[i])) {
      i++;
    }
    List<CashBalance> out = i < b.length && b[i] == '{' ? json(b) : csv(b);
    if (out.isEmpty()) {
      throw new RejectedFileException("no \"" + CLOSING + "\" row in " + file.name());
    }
    return out;
  }

  private static List<CashBalance> json(byte[] bytes) throws RejectedFileException {
    JsonNode root;
    try {
      root = JSON.readTree(bytes);
    } catch (IOException e) {
      throw new RejectedFileException("not JSON (truncated download?)");
    }
    JsonNode data = root.path("data");
    if (!data.isArray()) {
      throw new RejectedFileException("no data array (Fiscal Data answered: " + root.path("error").asText("?") + ")");
    }
    List<CashBalance> out = new ArrayList<>();
    int n = 0;
    for (JsonNode d : data) {
      n++;
      if (CLOSING.equals(d.path("account_type").asText())) {
        out.add(row(d.path("record_date").asText(), d.path("open_today_bal").asText(), "data[" + (n - 1) + "]"));
      }
    }
    return out;
  }

  private static List<CashBalance> csv(byte[] bytes) throws RejectedFileException {
    CsvTable t = CsvTable.parse(bytes);
    int date = column(t, "Record Date", "record_date");
    int account = column(t, "Type of Account", "account_type");
    int value = column(t, "Opening Balance Today", "open_today_bal");
    List<CashBalance> out = new ArrayList<>();
    for (int r = 0; r < t.rows().size(); r++) {
      String[] row = t.rows().get(r);
      if (row.length <= Math.max(date, Math.max(account, value))) {
        throw RejectedFileException.atLine(t.lineOf(r), "a short row (truncated file?)");
      }
      if (CLOSING.equals(row[account].trim())) {
        out.add(row(row[date], row[value], "line " + t.lineOf(r)));
      }
    }
    return out;
  }

  private static int column(CsvTable t, String label, String field) throws RejectedFileException {
    int i = t.column(label);
    return i >= 0 ? i : t.require(field);
  }

  private static CashBalance row(String date, String value, String where) throws RejectedFileException {
    try {
      return new CashBalance(LocalDate.parse(date.trim()), new BigDecimal(value.trim().replace(",", "")));
    } catch (DateTimeParseException | NumberFormatException e) {
      throw new RejectedFileException(where + ": '" + date + "' / '" + value + "' is not a date and an amount");
    }
  }

  /** True for the names the statement's files go by (dts_operating_cash_balance.csv, DTS_OpCashBal_...). */
  public static boolean isCashBalanceFile(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    return n.contains("operating_cash") || n.contains("opcashbal") || n.startsWith("dts");
  }
}
