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
  public static final FileKind<CotRow> COT = new FileKind<>("cot", "cftc-cot", name -> true,
      name -> new CotParser(), CotWriters.COT, name -> null);

  /** FRED's keyless CSV of one series (fredgraph.csv?id=SERIES), either header style. */
  public static final FileKind<FredObservation> FRED = new FileKind<>("fed-liquidity", "fred",
      name -> !name.toLowerCase(Locale.ROOT).endsWith(".json") && !CashBalanceParser.isCashBalanceFile(name),
      name -> new FredCsvParser(), FredWriters.OBSERVATIONS, name -> null);

  /** A FRED API answer (series/observations, JSON) saved as series_observations.SERIES.json. */
  public static final FileKind<FredObservation> FRED_JSON = new FileKind<>("fed-liquidity", "fred-api",
      name -> name.toLowerCase(Locale.ROOT).endsWith(".json") && !CashBalanceParser.isCashBalanceFile(name),
      name -> new FredJsonParser(), FredWriters.OBSERVATIONS, name -> null);

  /** The Daily Treasury Statement's operating cash balance (CSV or Fiscal Data JSON), for fed-liquidity's TGA. */
  public static final FileKind<CashBalance> CASH_BALANCE = new FileKind<>("fed-liquidity", "treasury-dts",
      CashBalanceParser::isCashBalanceFile, name -> new CashBalanceParser(), MacroWriters.CASH_BALANCE, name -> null);

  /** The Treasury's daily par yield curve CSV (any name but a stablecoin chart's). */
  public static final FileKind<MacroObservation> YIELD_CURVE = new FileKind<>("macro", "treasury-yields",
      name -> StablecoinChartParser.seriesOf(name) == null && !name.toLowerCase(Locale.ROOT).endsWith(".json"),
      name -> new YieldCurveParser(), MacroWriters.OBSERVATIONS, name -> null);

  /** DefiLlama's stablecoin charts: stablecoincharts-all.json, -usdt.json, -usdc.json. */
  public static final FileKind<MacroObservation> STABLECOINS = new FileKind<>("macro", "defillama-stablecoins",
      name -> StablecoinChartParser.seriesOf(name) != null || name.toLowerCase(Locale.ROOT).endsWith(".json"),
      name -> new StablecoinChartParser(), MacroWriters.OBSERVATIONS, name -> null);

  /** The BIS policy rate dataset as SDMX-CSV (WS_CBPOL, daily). */
  public static final FileKind<RateObservation> POLICY_RATES = new FileKind<>("rates", "bis-cbpol", name -> true,
      name -> new PolicyRateParser(), PolicyRateWriter.INSTANCE, name -> null);
}
