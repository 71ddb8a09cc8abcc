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
 * HTX GET /linear-swap-api/v1/swap_contract_info: {status, data[{contract_code, contract_size,
 * pair, symbol, business_type...}]}. contract_size is in base coin (BTC-USDT: 0.001 BTC).
 */
public final class HtxContracts {
  private HtxContracts() {
  }

  public static List<Instrument> parse(JsonNode root) {
    String status = VenueJson.text(root, "status");
    if (!"ok".equals(status)) {
      throw new VenuePayloadException("htx error " + VenueJson.text(root, "err_code") + ": "
          + VenueJson.text(root, "err_msg"));
    }
    List<Instrument> out = new ArrayList<>();
    for (JsonNode c : VenueJson.requiredArray(root, "data")) {
      String code = VenueJson.requiredText(c, "contract_code");
      BigDecimal size = VenueJson.decimal(c, "contract_size");
      if (size == null || size.signum() <= 0) {
        continue;
      }
      String pair = VenueJson.text(c, "pair");
      String base = Assets.beforeSeparator(pair != null ? pair : code);
      String quote = pair != null && pair.indexOf('-') >= 0 ? pair.substring(pair.indexOf('-') + 1) : null;
      out.add(new Instrument("htx", code, base, quote, size, base, false));
    }
    return out;
  }
}
