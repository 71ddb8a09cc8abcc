package dev.openmarkets.crypto.instrument;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.Assets;
import dev.openmarkets.crypto.model.Instrument;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Gate GET /api/v4/futures/{settle}/contracts: one object per contract with name (BTC_USDT),
 * type (direct|inverse) and quanto_multiplier, the base coins per contract of a direct
 * contract. Inverse (BTC-settled) contracts are taken as 1 USD each.
 */
public final class GateContracts {
  private GateContracts() {
  }

  public static List<Instrument> parse(JsonNode array) {
    if (array == null || !array.isArray()) {
      throw new VenuePayloadException("gate contracts: expected an array");
    }
    List<Instrument> out = new ArrayList<>();
    for (JsonNode c : array) {
      String name = VenueJson.requiredText(c, "name");
      String base = Assets.beforeSeparator(name);
      int us = name.indexOf('_');
      String quote = us < 0 ? null : name.substring(us + 1);
      if ("inverse".equals(VenueJson.text(c, "type"))) {
        out.add(new Instrument("gate", name, base, quote, BigDecimal.ONE, quote, true));
        continue;
      }
      BigDecimal multiplier = VenueJson.decimal(c, "quanto_multiplier");
      if (multiplier == null || multiplier.signum() <= 0) {
        continue;
      }
      out.add(new Instrument("gate", name, base, quote, multiplier, base, false));
    }
    return out;
  }
}
