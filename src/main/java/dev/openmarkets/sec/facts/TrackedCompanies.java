package dev.openmarkets.sec.facts;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigException;
import dev.openmarkets.util.Symbols;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The configured company lists of the "secFacts" object: bitcoinHolders (tickers whose XBRL the
 * bitcoin-treasuries dataset reads) and companies (tickers whose company facts are kept fresh
 * besides recent filers). --demo adds the sample companies. Declarations are built before the
 * configuration is read, so they hold this object and read the lists per request.
 */
public final class TrackedCompanies {
  public static final String CONFIG_KEY = "secFacts";
  /** Tickers of the bundled sample company facts (demo/sec-facts). */
  public static final List<String> DEMO_HOLDERS = List.of("ZZSA", "ZZHD", "ZZMS");
  public static final List<String> DEMO_COMPANIES = List.of("ZZEX", "ZZAC", "ZZSA", "ZZHD", "ZZMS");
  private static final Pattern TICKER = Pattern.compile("[A-Z0-9-]{1,12}");

  private volatile List<String> bitcoinHolders = List.of();
  private volatile List<String> companies = List.of();

  public void configure(AppConfig config) {
    JsonObject o = config.raw().getJsonObject(CONFIG_KEY, new JsonObject());
    List<String> holders = tickers(o, "bitcoinHolders");
    List<String> tracked = tickers(o, "companies");
    if (config.demo()) {
      holders = merged(holders, DEMO_HOLDERS);
      tracked = merged(tracked, DEMO_COMPANIES);
    }
    this.bitcoinHolders = holders;
    this.companies = merged(tracked, holders);
  }

  static List<String> tickers(JsonObject o, String key) {
    JsonArray a = o.getJsonArray(key, new JsonArray());
    List<String> out = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      Object v = a.getValue(i);
      String t = v instanceof String s ? Symbols.normalize(s) : null;
      if (t == null || !TICKER.matcher(t).matches()) {
        throw new ConfigException(CONFIG_KEY + "." + key + "[" + i + "] must be a ticker; got " + v);
      }
      out.add(t);
    }
    return List.copyOf(out);
  }

  private static List<String> merged(List<String> a, List<String> b) {
    Set<String> s = new LinkedHashSet<>(a);
    s.addAll(b);
    return List.copyOf(s);
  }

  public List<String> bitcoinHolders() {
    return bitcoinHolders;
  }

  /** Every ticker kept fresh: the companies list and the bitcoin holders. */
  public List<String> companies() {
    return companies;
  }
}
