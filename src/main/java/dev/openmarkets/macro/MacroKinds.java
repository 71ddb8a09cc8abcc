package dev.openmarkets.macro;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.macro.bis.PolicyRateParser;
import dev.openmarkets.macro.bis.PolicyRateWriter;
import dev.openmarkets.macro.bis.RateObservation;
import dev.openmarkets.macro.cot.CotParser;
import dev.openmarkets.macro.cot.CotRow;
import dev.openmarkets.macro.cot.CotWriters;
import dev.openmarkets.macro.fred.FredCsvParser;
import dev.openmarkets.macro.fred.FredJsonParser;
import dev.openmarkets.macro.fred.FredObservation;
import dev.openmarkets.macro.fred.FredWriters;
import dev.openmarkets.macro.stablecoins.StablecoinChartParser;
import dev.openmarkets.macro.treasury.CashBalance;
import dev.openmarkets.macro.treasury.CashBalanceParser;
import dev.openmarkets.macro.treasury.MacroObservation;
import dev.openmarkets.macro.treasury.MacroWriters;
import dev.openmarkets.macro.treasury.YieldCurveParser;
import java.util.Locale;

/** The upstream file kinds of the macro family: dataset, source, name pattern, parser and writer. */
public final class MacroKinds {
  private MacroKinds() {
  }

  /** Any CFTC COT file, yearly with a header or weekly without (the parser tells the kinds apart). */
  public static final FileKind<CotRow> COT = FileKind.forDataset("cot")
      .source("cftc-cot")
      .writer(CotWriters.COT)
      .parser(name -> new CotParser())
      .build();

  /** FRED's keyless CSV of one series (fredgraph.csv?id=SERIES), either header style. */
  public static final FileKind<FredObservation> FRED = FileKind.forDataset("fed-liquidity")
      .source("fred")
      .names(name -> !name.toLowerCase(Locale.ROOT).endsWith(".json") && !CashBalanceParser.isCashBalanceFile(name))
      .writer(FredWriters.OBSERVATIONS)
      .parser(name -> new FredCsvParser())
      .build();

  /**
   * A FRED API answer (series/observations, JSON) saved as series_observations.SERIES.json: every
   * vintage it holds (all of them when asked over the full realtime range, ALFRED) at its own time.
   */
  public static final FileKind<FredObservation> FRED_JSON = FileKind.forDataset("fed-liquidity")
      .source("fred-api")
      .names(name -> name.toLowerCase(Locale.ROOT).endsWith(".json") && !CashBalanceParser.isCashBalanceFile(name))
      .writer(FredWriters.VINTAGES)
      .parser(name -> new FredJsonParser())
      .build();

  /** The Daily Treasury Statement's operating cash balance (CSV or Fiscal Data JSON), for fed-liquidity's TGA. */
  public static final FileKind<CashBalance> CASH_BALANCE = FileKind.forDataset("fed-liquidity")
      .source("treasury-dts")
      .names(CashBalanceParser::isCashBalanceFile)
      .writer(MacroWriters.CASH_BALANCE)
      .parser(name -> new CashBalanceParser())
      .build();

  /** The Treasury's daily par yield curve CSV (any name but a stablecoin chart's). */
  public static final FileKind<MacroObservation> YIELD_CURVE = FileKind.forDataset("macro")
      .source("treasury-yields")
      .names(name -> StablecoinChartParser.seriesOf(name) == null && !name.toLowerCase(Locale.ROOT).endsWith(".json"))
      .writer(MacroWriters.OBSERVATIONS)
      .parser(name -> new YieldCurveParser())
      .build();

  /** DefiLlama's stablecoin charts: stablecoincharts-all.json, -usdt.json, -usdc.json. */
  public static final FileKind<MacroObservation> STABLECOINS = FileKind.forDataset("macro")
      .source("defillama-stablecoins")
      .names(name -> StablecoinChartParser.seriesOf(name) != null || name.toLowerCase(Locale.ROOT).endsWith(".json"))
      .writer(MacroWriters.OBSERVATIONS)
      .parser(name -> new StablecoinChartParser())
      .build();

  /** The BIS policy rate dataset as SDMX-CSV (WS_CBPOL, daily). */
  public static final FileKind<RateObservation> POLICY_RATES = FileKind.forDataset("rates")
      .source("bis-cbpol")
      .writer(PolicyRateWriter.INSTANCE)
      .parser(name -> new PolicyRateParser())
      .build();
}
