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
 * OKX GET /api/v5/public/instruments?instType=SWAP|FUTURES: ctVal per contract, in ctValCcy.
 * Linear contracts (ctType linear) are valued in the base coin (BTC-USDT-SWAP: 0.01 BTC),
 * inverse ones in USD (BTC-USD-SWAP: 100 USD).
 */
public final class OkxInstruments {
  private OkxInstruments() {
  }

  public static List<Instrument> parse(JsonNode root) {
    String code = VenueJson.text(root, "code");
    if (!"0".equals(code)) {
      throw new VenuePayloadException("okx error " + code + ": " + VenueJson.text(root, "msg"));
    }
    List<Instrument> out = new ArrayList<>();
    for (JsonNode i : VenueJson.requiredArray(root, "data")) {
      BigDecimal ctVal = VenueJson.decimal(i, "ctVal");
      if (ctVal == null) {
        continue; // spot and margin instruments have no contract value
      }
      String instId = VenueJson.requiredText(i, "instId");
      String family = VenueJson.text(i, "instFamily");
      if (family == null) {
        family = VenueJson.text(i, "uly");
      }
      String familyOrId = family != null ? family : instId;
      int dash = familyOrId.indexOf('-');
      String base = Assets.beforeSeparator(familyOrId);
      String quote = dash >= 0 ? afterFirstDash(familyOrId) : null;
      boolean inverse = "inverse".equals(VenueJson.text(i, "ctType"));
      out.add(new Instrument("okx", instId, base, quote, ctVal, VenueJson.text(i, "ctValCcy"), inverse));
    }
    return out;
  }

  /** BTC-USDT-SWAP -> BTC-USDT: the instFamily the REST liquidation endpoint requires. */
  public static String familyOf(String instId) {
    int first = instId.indexOf('-');
    int second = first < 0 ? -1 : instId.indexOf('-', first + 1);
    return second < 0 ? instId : instId.substring(0, second);
  }

  private static String afterFirstDash(String s) {
    String rest = s.substring(s.indexOf('-') + 1);
    int dash = rest.indexOf('-');
    return dash < 0 ? rest : rest.substring(0, dash);
  }
}
