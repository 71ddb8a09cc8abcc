package dev.openmarkets.derivs;

import dev.openmarkets.derivs.whales.LeaderboardCriterion;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The family's configuration ("derivs" in the configuration): the Deribit option currencies
 * served and polled, the Hyperliquid accounts always tracked, and which leaderboard accounts are
 * tracked besides them (while the hyperliquid-leaderboard upstream is enabled).
 */
public record DerivsSettings(List<String> optionCurrencies, List<String> whaleAddresses,
    LeaderboardCriterion whaleLeaderboard) {
  public static final DerivsSettings DEFAULTS = new DerivsSettings(List.of("BTC", "ETH"), List.of(),
      LeaderboardCriterion.DEFAULTS);

  public static DerivsSettings from(JsonObject raw) {
    JsonObject d = raw.getJsonObject("derivs", new JsonObject());
    List<String> currencies = new ArrayList<>();
    for (Object o : d.getJsonArray("optionCurrencies", new JsonArray().add("BTC").add("ETH"))) {
      currencies.add(String.valueOf(o).toUpperCase(Locale.ROOT));
    }
    List<String> addresses = new ArrayList<>();
    for (Object o : d.getJsonArray("whaleAddresses", new JsonArray())) {
      String a = String.valueOf(o).toLowerCase(Locale.ROOT);
      if (!a.matches("0x[0-9a-f]{40}")) {
        throw new dev.openmarkets.config.ConfigException("derivs.whaleAddresses: '" + o + "' is not a 0x address");
      }
      addresses.add(a);
    }
    return new DerivsSettings(List.copyOf(currencies), List.copyOf(addresses), LeaderboardCriterion.from(d));
  }

  public boolean knowsCurrency(Object pathValue) {
    return pathValue != null && optionCurrencies.contains(pathValue.toString().toUpperCase(Locale.ROOT));
  }
}
