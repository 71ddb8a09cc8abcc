package dev.openmarkets.alerts;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;

/** Reg SHO threshold-list files in each market's own layout, loaded through the product's import path. */
public final class ThresholdFiles {
  private ThresholdFiles() {
  }

  /** Loads market's list of date (yyyyMMdd) holding symbols; fails when the file is not loaded. */
  public static void load(TestServer server, String market, String date, String... symbols) throws Exception {
    StringBuilder sb = new StringBuilder(switch (market) {
      case "nasdaq" -> "Symbol|Security Name|Market Category|Reg SHO Threshold Flag|Rule 3210|Filler\r\n";
      case "nyse" -> "Symbol|Security Name|Market Category|Reg SHO Threshold Flag|Filler|Filler\r\n";
      default -> "Symbol|CompanyName\r\n";
    });
    for (String s : symbols) {
      sb.append(switch (market) {
        case "nasdaq" -> s + "|" + s + " HOLDINGS INC|G|Y|N|";
        case "nyse" -> s + "|" + s + " CORP|N|Y||";
        default -> s + "|" + s + " Inc";
      }).append("\r\n");
    }
    sb.append(date).append("230000\r\n");
    String name = (market.equals("cboe") ? "cboeth" : market + "th") + date + ".txt";
    if (!Ingest.load(server, "threshold-list", name, sb.toString()).loaded()) {
      throw new AssertionError(name + " was not loaded");
    }
  }
}
