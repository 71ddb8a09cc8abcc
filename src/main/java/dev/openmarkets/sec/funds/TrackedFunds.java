package dev.openmarkets.sec.funds;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigException;
import dev.openmarkets.sec.edgar.Ciks;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The tracked 13F managers: the top-level "secFunds" list of the configuration (slug, name,
 * manager, cik), plus the sample manager of the bundled filings when --demo runs. Dataset
 * declarations are built before the configuration is read, so they hold this object and read
 * the list when a request comes; the family fills it from the configuration at start.
 */
public final class TrackedFunds {
  public static final String CONFIG_KEY = "secFunds";
  /** The manager of the bundled sample 13F (demo/sec-filings). */
  public static final TrackedFund DEMO = new TrackedFund("example-capital", "Example Capital (sample data)",
      "Example Capital Management LLC", "0009990601");
  private static final Pattern SLUG = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");

  private volatile List<TrackedFund> funds = List.of();
  private volatile String linkBase = "";

  /** Reads the configured list; a malformed entry stops the start with a message naming it. */
  public void configure(AppConfig config) {
    List<TrackedFund> list = parse(config.raw().getJsonArray(CONFIG_KEY, new JsonArray()));
    if (config.demo() && list.stream().noneMatch(f -> f.slug().equals(DEMO.slug()))) {
      list.add(DEMO);
    }
    this.funds = List.copyOf(list);
    this.linkBase = config.publicBaseUrl() + "/api/markets/funds/";
  }

  static List<TrackedFund> parse(JsonArray entries) {
    List<TrackedFund> out = new ArrayList<>();
    Set<String> slugs = new HashSet<>();
    for (int i = 0; i < entries.size(); i++) {
      Object e = entries.getValue(i);
      if (!(e instanceof JsonObject o)) {
        throw new ConfigException(CONFIG_KEY + "[" + i + "] must be an object {slug, name, manager, cik}");
      }
      String slug = o.getString("slug", "").toLowerCase(Locale.ROOT);
      String cik = Ciks.normalize(o.getString("cik"));
      if (!SLUG.matcher(slug).matches() || cik == null || o.getString("name") == null || !slugs.add(slug)) {
        throw new ConfigException(CONFIG_KEY + "[" + i + "] needs a unique lower-case slug, a name, a manager"
            + " and a numeric cik; got " + o.encode());
      }
      out.add(new TrackedFund(slug, o.getString("name"), o.getString("manager", o.getString("name")), cik));
    }
    return out;
  }

  public List<TrackedFund> all() {
    return funds;
  }

  public TrackedFund bySlug(String slug) {
    for (TrackedFund f : funds) {
      if (f.slug().equals(slug)) {
        return f;
      }
    }
    return null;
  }

  public List<String> ciks() {
    return funds.stream().map(TrackedFund::cik).toList();
  }

  /** The list as five parallel arrays (slug, name, manager, cik, link) for the funds SQL. */
  String[][] columns() {
    List<TrackedFund> list = funds;
    String[][] cols = new String[5][list.size()];
    for (int i = 0; i < list.size(); i++) {
      TrackedFund f = list.get(i);
      cols[0][i] = f.slug();
      cols[1][i] = f.name();
      cols[2][i] = f.manager();
      cols[3][i] = f.cik();
      cols[4][i] = linkBase + f.slug();
    }
    return cols;
  }
}
