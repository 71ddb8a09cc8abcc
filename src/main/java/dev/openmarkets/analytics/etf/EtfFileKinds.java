package dev.openmarkets.analytics.etf;

import dev.openmarkets.analytics.upstream.FileNames;
import dev.openmarkets.ingest.FileKind;
import java.util.Locale;

/**
 * The upstream file kinds of etf-flows: Kraken's daily candles (the closes that value the funds),
 * the issuers' holdings files and reported flows tables, the last two read for the configured funds.
 */
public final class EtfFileKinds {
  public static final FileKind<DailyClose> KRAKEN_OHLC = FileKind.forDataset(EtfFlowsDataset.NAME)
      .source("kraken-ohlc")
      .names(name -> name.toLowerCase(Locale.ROOT).contains("ohlc"))
      .writer(EtfWriters.CLOSES)
      .parser(name -> new KrakenOhlcParser())
      .fileDate(FileNames::date)
      .build();

  private EtfFileKinds() {
  }

  public static FileKind<HoldingRow> holdings(EtfFunds funds) {
    return FileKind.forDataset(EtfFlowsDataset.NAME)
        .source("etf-holdings")
        .writer(EtfWriters.HOLDINGS)
        .parser(name -> new HoldingsParser(funds))
        .fileDate(FileNames::date)
        .build();
  }

  public static FileKind<ReportedFlowRow> reportedFlows(EtfFunds funds) {
    return FileKind.forDataset(EtfFlowsDataset.NAME)
        .source("etf-reported-flows")
        .names(name -> name.toLowerCase(Locale.ROOT).contains("flows"))
        .writer(EtfWriters.REPORTED)
        .parser(name -> new FarsideFlowsParser(funds))
        .fileDate(FileNames::date)
        .build();
  }
}
