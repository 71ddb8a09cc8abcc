package dev.openmarkets.crypto.store;

import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import java.util.List;

/**
 * What one poll of one venue produced, written in one transaction by {@link MarketWriter}.
 * openInterestHistory rows replace what is stored for their hour (a venue's own hourly series);
 * openInterestSamples keep the first sample taken in each hour (our snapshots). Travels to the
 * ingest writer by reference, as the one row of its batch.
 */
public record VenueData(String source, List<SymbolRow> symbols, List<InstrumentRow> instruments,
    List<Tagged<FundingSnapshot>> snapshots, List<Tagged<FundingSettlement>> settlements,
    List<Tagged<OpenInterestPoint>> openInterestHistory, List<Tagged<OpenInterestPoint>> openInterestSamples) {

  public VenueData {
    symbols = List.copyOf(symbols);
    instruments = List.copyOf(instruments);
    snapshots = List.copyOf(snapshots);
    settlements = List.copyOf(settlements);
    openInterestHistory = List.copyOf(openInterestHistory);
    openInterestSamples = List.copyOf(openInterestSamples);
  }

  public static VenueData funding(String source, List<Tagged<FundingSnapshot>> snapshots,
      List<Tagged<FundingSettlement>> settlements, List<Tagged<OpenInterestPoint>> history,
      List<Tagged<OpenInterestPoint>> samples) {
    return new VenueData(source, List.of(), List.of(), snapshots, settlements, history, samples);
  }

  public static VenueData instruments(String source, List<SymbolRow> symbols, List<InstrumentRow> instruments) {
    return new VenueData(source, symbols, instruments, List.of(), List.of(), List.of(), List.of());
  }

  public int size() {
    return symbols.size() + instruments.size() + snapshots.size() + settlements.size()
        + openInterestHistory.size() + openInterestSamples.size();
  }
}
