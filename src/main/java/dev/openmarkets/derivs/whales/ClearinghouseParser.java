package dev.openmarkets.derivs.whales;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.derivs.upstream.PayloadErrors;
import dev.openmarkets.derivs.upstream.SnapshotNames;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Hyperliquid `POST /info {"type":"clearinghouseState","user":...}`: an account's perpetual
 * positions. The answer does not name its account, so the file name must
 * (`clearinghouseState.0x....<yyyyMMddTHHmmssZ>.json`); the time is the answer's `time` (ms) when
 * present, else the one in the name. Both the 2023 form (maxTradeSzs) and the current one
 * (cumFunding, maxLeverage) are read; a position without coin or size, or a coin twice, rejects the file.
 */
public final class ClearinghouseParser implements FileParser<AccountSnapshot> {
  @Override
  public List<AccountSnapshot> parse(UpstreamFile file) throws RejectedFileException {
    String address = SnapshotNames.address(file.name());
    if (address == null) {
      throw new RejectedFileException("the file name must carry the account: "
          + "clearinghouseState.<0x address>.<yyyyMMddTHHmmssZ>.json");
    }
    JsonNode root;
    try {
      root = VenueJson.read(file.bytes());
    } catch (VenuePayloadException e) {
      throw new RejectedFileException(PayloadErrors.reason(e));
    }
    if (root == null || !root.isObject() || !root.has("assetPositions") || !root.get("assetPositions").isArray()) {
      throw new RejectedFileException("not a clearinghouseState answer (no assetPositions array)");
    }
    Instant ts = root.hasNonNull("time") && root.get("time").canConvertToLong()
        ? Instant.ofEpochMilli(root.get("time").asLong()) : SnapshotNames.time(file.name());
    if (ts == null) {
      throw new RejectedFileException("no snapshot time: no 'time' in the answer and none in the file name");
    }
    List<HlPosition> positions = new ArrayList<>();
    Set<String> coins = new HashSet<>();
    int i = 0;
    try {
      for (JsonNode ap : root.get("assetPositions")) {
        i++;
        JsonNode p = ap.get("position");
        if (p == null || !p.isObject()) {
          throw new RejectedFileException("assetPositions[" + i + "]: no position object");
        }
        String coin = VenueJson.requiredText(p, "coin");
        BigDecimal size = VenueJson.decimal(p, "szi");
        if (size == null) {
          throw new RejectedFileException("assetPositions[" + i + "] (" + coin + "): no szi");
        }
        if (!coins.add(coin)) {
          throw new RejectedFileException("assetPositions[" + i + "]: " + coin + " appears twice");
        }
        if (size.signum() == 0) {
          continue;
        }
        JsonNode lev = p.get("leverage");
        positions.add(new HlPosition(coin, size, VenueJson.decimal(p, "entryPx"), VenueJson.decimal(p, "positionValue"),
            VenueJson.decimal(p, "unrealizedPnl"), lev == null ? null : VenueJson.text(lev, "type"),
            lev == null ? null : VenueJson.decimal(lev, "value"), VenueJson.decimal(p, "liquidationPx"),
            VenueJson.decimal(p, "marginUsed")));
      }
      JsonNode summary = root.get("marginSummary");
      BigDecimal accountValue = summary == null ? null : VenueJson.decimal(summary, "accountValue");
      return List.of(new AccountSnapshot(address, ts, accountValue, List.copyOf(positions)));
    } catch (VenuePayloadException e) {
      throw new RejectedFileException("assetPositions[" + i + "]: " + PayloadErrors.reason(e));
    }
  }
}
