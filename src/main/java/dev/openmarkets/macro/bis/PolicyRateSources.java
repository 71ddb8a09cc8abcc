package dev.openmarkets.macro.bis;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.BiFunction;

/**
 * What the BIS poller fetches: every economy's daily series (key D.) as SDMX-CSV from {start}:
 * backfillDays back on the first poll after start, the last 30 days on later (weekly) polls.
 * The full history (back to 1946 for some economies) is an `import rates` of the same query
 * without startPeriod.
 */
public final class PolicyRateSources implements BiFunction<UpstreamConfig, Instant, List<Snapshot>> {
  private final FileKind<RateObservation> kind;
  private boolean started;

  public PolicyRateSources(FileKind<RateObservation> kind) {
    this.kind = kind;
  }

  @Override
  public List<Snapshot> apply(UpstreamConfig config, Instant now) {
    LocalDate today = now.atZone(ZoneOffset.UTC).toLocalDate();
    LocalDate start = today.minusDays(started ? 30 : Math.max(30, config.backfillDays()));
    started = true;
    String path = config.pathTemplate().replace("{start}", start.toString());
    return List.of(new Snapshot(config.baseUrl() + path, "WS_CBPOL.D." + start + ".csv", kind));
  }
}
