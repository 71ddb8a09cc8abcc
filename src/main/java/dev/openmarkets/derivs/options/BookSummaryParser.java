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
 * Deribit `public/get_book_summary_by_currency?kind=option`: one row per listed option. Every row
 * must be an option of one currency (the one in the file name, when named) with an open interest;
 * anything else (a future, a perpetual, a second currency, a malformed number) rejects the file.
 */
public final class BookSummaryParser implements FileParser<OptionQuote> {
  @Override
  public List<OptionQuote> parse(UpstreamFile file) throws RejectedFileException {
    DeribitEnvelope env = DeribitEnvelope.read(file);
    if (!env.result().isArray() || env.result().isEmpty()) {
      throw new RejectedFileException("expected a non-empty array of option book summaries in 'result'");
    }
    Instant ts = env.snapshotTime(file.name());
    String currency = SnapshotNames.currency(file.name());
    List<OptionQuote> out = new ArrayList<>(env.result().size());
    int i = 0;
    for (JsonNode row : env.result()) {
      i++;
      try {
        String name = VenueJson.requiredText(row, "instrument_name");
        OptionInstrument inst = OptionInstrument.parse(name);
        if (inst == null) {
          throw new RejectedFileException("row " + i + ": '" + name + "' is not an option (ask with kind=option)");
        }
        if (currency == null) {
          currency = inst.currency();
        } else if (!currency.equals(inst.currency())) {
          throw new RejectedFileException("row " + i + ": '" + name + "' is not a " + currency + " option");
        }
        BigDecimal oi = VenueJson.decimal(row, "open_interest");
        if (oi == null || oi.signum() < 0) {
          throw new RejectedFileException("row " + i + ": '" + name + "' has no valid open_interest");
        }
        out.add(new OptionQuote(currency, ts, name, inst.expiry(), inst.strike(), inst.type(), oi,
            VenueJson.decimal(row, "volume"), VenueJson.decimal(row, "mark_price"), VenueJson.decimal(row, "mark_iv"),
            VenueJson.decimal(row, "underlying_price")));
      } catch (VenuePayloadException e) {
        throw new RejectedFileException("row " + i + ": " + PayloadErrors.reason(e));
      }
    }
    return out;
  }
}
