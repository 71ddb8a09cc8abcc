package dev.openmarkets.derivs.options;

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
import java.util.List;

/**
 * Deribit `public/get_volatility_index_data`: `data` rows `[ts_ms, open, high, low, close]`, kept
 * with the digits and scale Deribit sends. The answer does not name its currency, so the file
 * name must (`dvol.BTC.<time>.json`). An empty `data` is a valid answer with no candles.
 */
public final class DvolParser implements FileParser<DvolCandle> {
  @Override
  public List<DvolCandle> parse(UpstreamFile file) throws RejectedFileException {
    DeribitEnvelope env = DeribitEnvelope.read(file);
    String currency = SnapshotNames.currency(file.name());
    if (currency == null) {
      throw new RejectedFileException("the file name must carry the currency: dvol.BTC.<yyyyMMddTHHmmssZ>.json");
    }
    JsonNode data = env.result().get("data");
    if (data == null || !data.isArray()) {
      throw new RejectedFileException("no 'data' array in 'result'");
    }
    List<DvolCandle> out = new ArrayList<>(data.size());
    int i = 0;
    for (JsonNode row : data) {
      i++;
      if (!row.isArray() || row.size() != 5 || !row.get(0).canConvertToLong()) {
        throw new RejectedFileException("data row " + i + ": expected [ts_ms, open, high, low, close]");
      }
      try {
        BigDecimal[] v = new BigDecimal[4];
        for (int k = 0; k < 4; k++) {
          v[k] = VenueJson.decimalValue(row.get(k + 1), "data row " + i);
          if (v[k] == null) {
            throw new RejectedFileException("data row " + i + ": a null value");
          }
        }
        out.add(new DvolCandle(currency, Instant.ofEpochMilli(row.get(0).asLong()), v[0], v[1], v[2], v[3]));
      } catch (VenuePayloadException e) {
        throw new RejectedFileException("data row " + i + ": " + PayloadErrors.reason(e));
      }
    }
    return out;
  }
}
