package dev.openmarkets.derivs.options;

import dev.openmarkets.derivs.upstream.PayloadErrors;
import dev.openmarkets.derivs.upstream.SnapshotNames;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.math.BigDecimal;
import java.util.List;

/**
 * Deribit `public/get_index_price?index_name=btc_usd`: `{index_price, estimated_delivery_price}`.
 * The answer does not name its currency, so the file name must (`index_price.BTC.<time>.json`).
 */
public final class IndexPriceParser implements FileParser<IndexPrice> {
  @Override
  public List<IndexPrice> parse(UpstreamFile file) throws RejectedFileException {
    DeribitEnvelope env = DeribitEnvelope.read(file);
    String currency = SnapshotNames.currency(file.name());
    if (currency == null) {
      throw new RejectedFileException("the file name must carry the currency: index_price.BTC.<yyyyMMddTHHmmssZ>.json");
    }
    try {
      BigDecimal price = VenueJson.decimal(env.result(), "index_price");
      if (price == null || price.signum() <= 0) {
        throw new RejectedFileException("no positive index_price in 'result'");
      }
      return List.of(new IndexPrice(currency, env.snapshotTime(file.name()), price,
          VenueJson.decimal(env.result(), "estimated_delivery_price")));
    } catch (VenuePayloadException e) {
      throw new RejectedFileException(PayloadErrors.reason(e));
    }
  }
}
