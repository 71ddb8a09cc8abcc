package dev.openmarkets.macro.cot;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * What the CFTC poller fetches: the current year's file of each report kind (the yearly zips carry
 * the header the parser reads by name; the weekly files do not), on the first poll after start and
 * then only from Friday 19:30 UTC (the afternoon release, US Eastern) through Sunday, so a week costs
 * a handful of downloads. In the first fortnight of January the previous year's files come too.
 */
public final class CotSources implements BiFunction<UpstreamConfig, Instant, List<Snapshot>> {
  private final FileKind<CotRow> kind;
  private boolean started;

  public CotSources(FileKind<CotRow> kind) {
    this.kind = kind;
  }

  @Override
  public List<Snapshot> apply(UpstreamConfig config, Instant now) {
    ZonedDateTime t = now.atZone(ZoneOffset.UTC);
    if (started && !releaseWindow(t)) {
      return List.of();
    }
    started = true;
    List<Snapshot> out = new ArrayList<>();
    if (t.getDayOfYear() <= 14) {
      addYear(out, config, t.getYear() - 1);
    }
    addYear(out, config, t.getYear());
    return out;
  }

  static boolean releaseWindow(ZonedDateTime t) {
    DayOfWeek d = t.getDayOfWeek();
    if (d == DayOfWeek.FRIDAY) {
      return t.getHour() * 60 + t.getMinute() >= 19 * 60 + 30;
    }
    return d == DayOfWeek.SATURDAY || d == DayOfWeek.SUNDAY;
  }

  private void addYear(List<Snapshot> out, UpstreamConfig config, int year) {
    String base = config.baseUrl().endsWith("/") ? config.baseUrl() : config.baseUrl() + "/";
    for (String name : List.of("fut_fin_txt_" + year + ".zip", "fut_disagg_txt_" + year + ".zip",
        "deacot" + year + ".zip")) {
      out.add(new Snapshot(base + name, name, kind));
    }
  }
}
