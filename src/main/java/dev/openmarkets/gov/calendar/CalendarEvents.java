package dev.openmarkets.gov.calendar;

import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Locale;

/**
 * The calendar's events: the BLS releases read from their schedule pages, the FOMC meeting, and
 * the BEA and Census releases matched by the start of their titles, each with its importance and
 * the series of its actual (BEA and Census actuals are FRED series). These defaults are replaced
 * by upstreams.bls-schedule.events, upstreams.fomc-calendar.event, upstreams.bea-schedule.events
 * and upstreams.census-calendar.events when configured (an empty list keeps the defaults of BEA
 * and Census).
 */
public record CalendarEvents(List<CalendarEventSpec> bls, CalendarEventSpec fomc, List<CalendarEventSpec> bea,
    List<CalendarEventSpec> census) {
  private static final String GDP_SERIES = "A191RL1Q225SBEA";
  private static final String PIO = "Personal Income and Outlays";

  public static final CalendarEvents DEFAULT = new CalendarEvents(List.of(
      new CalendarEventSpec("cpi", "cpi", "CPI (m/m)", "high", "CUSR0000SA0", "pct", "%"),
      new CalendarEventSpec("cpi", "core-cpi", "Core CPI (m/m)", "high", "CUSR0000SA0L1E", "pct", "%"),
      new CalendarEventSpec("empsit", "nfp", "Nonfarm Payrolls", "high", "CES0000000001", "change", "thousands"),
      new CalendarEventSpec("empsit", "unemployment", "Unemployment Rate", "high", "LNS14000000", "level", "%"),
      new CalendarEventSpec("ppi", "ppi", "PPI Final Demand (m/m)", "med", "WPSFD4", "pct", "%"),
      new CalendarEventSpec("jolts", "jolts", "JOLTS Job Openings", "med", "JTS000000000000000JOL", "level", "thousands"),
      new CalendarEventSpec("eci", "eci", "Employment Cost Index", "med", null, null, null),
      new CalendarEventSpec("ximpim", "import-prices", "Import Prices (m/m)", "low", "EIUIR", "pct", "%"),
      new CalendarEventSpec("realer", "real-earnings", "Real Earnings", "low", null, null, null)),
      new CalendarEventSpec(null, "fomc", "FOMC Rate Decision", "high", "DFEDTARU", "daily", "%"),
      List.of(
          new CalendarEventSpec("GDP (Advance Estimate)", "gdp-advance", "GDP Advance Estimate (q/q annualized)", "high",
              GDP_SERIES, "daily", "%"),
          new CalendarEventSpec("GDP (Second Estimate)", "gdp-second", "GDP Second Estimate (q/q annualized)", "med",
              GDP_SERIES, "daily", "%"),
          new CalendarEventSpec("GDP (Third Estimate)", "gdp-third", "GDP Third Estimate (q/q annualized)", "med",
              GDP_SERIES, "daily", "%"),
          new CalendarEventSpec(PIO, "pce-price", "PCE Price Index (m/m)", "high", "PCEPI", "pct", "%"),
          new CalendarEventSpec(PIO, "core-pce-price", "Core PCE Price Index (m/m)", "high", "PCEPILFE", "pct", "%"),
          new CalendarEventSpec(PIO, "personal-income", "Personal Income (m/m)", "med", "PI", "pct", "%"),
          new CalendarEventSpec(PIO, "personal-spending", "Personal Spending (m/m)", "med", "PCE", "pct", "%"),
          new CalendarEventSpec("U.S. International Trade in Goods and Services", "trade-balance", "Trade Balance",
              "med", "BOPGSTB", "level", "millions of USD")),
      List.of(
          new CalendarEventSpec("Advance Monthly Sales for Retail and Food Services", "retail-sales",
              "Retail Sales (m/m)", "high", "RSAFS", "pct", "%"),
          new CalendarEventSpec("Advance Report on Durable Goods", "durable-goods", "Durable Goods Orders (m/m)", "med",
              "DGORDER", "pct", "%"),
          new CalendarEventSpec("New Residential Construction", "housing-starts", "Housing Starts", "med", "HOUST",
              "level", "thousands, annual rate"),
          new CalendarEventSpec("New Residential Sales", "new-home-sales", "New Home Sales", "med", "HSN1F", "level",
              "thousands, annual rate"),
          new CalendarEventSpec("Construction Spending", "construction-spending", "Construction Spending (m/m)", "low",
              "TTLCONS", "pct", "%")));

  public static CalendarEvents from(JsonObject blsSchedule, JsonObject fomcCalendar, JsonObject beaSchedule,
      JsonObject censusCalendar) {
    List<CalendarEventSpec> bls = blsSchedule.containsKey("events")
        ? CalendarEventSpec.list(blsSchedule.getJsonArray("events")) : DEFAULT.bls();
    CalendarEventSpec fomc = fomcCalendar.containsKey("event")
        ? CalendarEventSpec.from(fomcCalendar.getJsonObject("event")) : DEFAULT.fomc();
    List<CalendarEventSpec> bea = CalendarEventSpec.list(beaSchedule.getJsonArray("events"));
    List<CalendarEventSpec> census = CalendarEventSpec.list(censusCalendar.getJsonArray("events"));
    return new CalendarEvents(bls, fomc, bea.isEmpty() ? DEFAULT.bea() : bea,
        census.isEmpty() ? DEFAULT.census() : census);
  }

  /** The FRED series the BEA and Census events and the weekly claims read their actuals from. */
  public List<String> fredSeries() {
    List<String> out = new java.util.ArrayList<>();
    for (List<CalendarEventSpec> l : List.of(bea, census, List.of(WeeklyClaims.EVENT))) {
      l.stream().map(CalendarEventSpec::seriesId).filter(s -> s != null && !out.contains(s)).forEach(out::add);
    }
    return out;
  }

  /** The distinct BLS schedule pages. */
  public List<String> pages() {
    return bls.stream().map(CalendarEventSpec::page).distinct().toList();
  }

  /** The distinct series of the BLS events (their actuals come from the BLS API). */
  public List<String> blsSeries() {
    return bls.stream().map(CalendarEventSpec::seriesId).filter(s -> s != null).distinct().toList();
  }

  /** The configured page a file name stands for: a token of the name equal to a page ("cpi.htm"). */
  public String pageOf(String fileName) {
    String n = fileName.toLowerCase(Locale.ROOT);
    int slash = n.lastIndexOf('/');
    for (String token : n.substring(slash + 1).split("[^a-z0-9]+")) {
      if (pages().contains(token)) {
        return token;
      }
    }
    return null;
  }
}
