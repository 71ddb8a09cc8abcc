package dev.openmarkets.derivs.whales;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.derivs.upstream.PayloadErrors;
import dev.openmarkets.derivs.upstream.SnapshotNames;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Hyperliquid `POST /info {"type":"metaAndAssetCtxs"}`: `[{universe:[...]}, [ctx...]]`, where
 * ctx[i] belongs to universe[i] (so the two lengths must agree). Gives the listed coins and their
 * mark prices; the time comes from the file name (`metaAndAssetCtxs.<yyyyMMddTHHmmssZ>.json`).
 */
public final class AssetContextsParser implements FileParser<HlAsset> {
  @Override
  public List<HlAsset> parse(UpstreamFile file) throws RejectedFileException {
    Instant ts = SnapshotNames.time(file.name());
    if (ts == null) {
      throw new RejectedFileException("the file name must carry the time: metaAndAssetCtxs.<yyyyMMddTHHmmssZ>.json");
    }
    JsonNode root;
    try {
      root = VenueJson.read(file.bytes());
    } catch (VenuePayloadException e) {
      throw new RejectedFileException(PayloadErrors.reason(e));
    }
    if (root == null || !root.isArray() || root.size() < 2 || !root.get(0).path("universe").isArray()
        || !root.get(1).isArray()) {
      throw new RejectedFileException("not a metaAndAssetCtxs answer ([{universe}, [contexts]])");
    }
    JsonNode universe = root.get(0).get("universe");
    JsonNode ctxs = root.get(1);
    if (universe.size() != ctxs.size() || universe.isEmpty()) {
      throw new RejectedFileException("universe has " + universe.size() + " coins but " + ctxs.size() + " contexts");
    }
    List<HlAsset> out = new ArrayList<>(universe.size());
    for (int i = 0; i < universe.size(); i++) {
      JsonNode u = universe.get(i);
      JsonNode c = ctxs.get(i);
      try {
        out.add(new HlAsset(VenueJson.requiredText(u, "name"),
            u.hasNonNull("szDecimals") ? u.get("szDecimals").asInt() : null,
            u.hasNonNull("maxLeverage") ? u.get("maxLeverage").asInt() : null,
            VenueJson.decimal(c, "markPx"), VenueJson.decimal(c, "oraclePx"), VenueJson.decimal(c, "funding"),
            VenueJson.decimal(c, "openInterest"), VenueJson.decimal(c, "dayNtlVlm"), ts));
      } catch (VenuePayloadException e) {
        throw new RejectedFileException("universe[" + i + "]: " + PayloadErrors.reason(e));
      }
    }
    return out;
  }
}
