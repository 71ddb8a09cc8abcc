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
 * What the CFTC poller fetches. The first poll after start takes the current year's zip of each
 * report kind from baseUrl (files/dea/history; in the first fortnight of January the previous
 * year's too), which also catches up on any week missed while the service was down. After that,
 * polls from Friday 19:30 UTC (the afternoon release, US Eastern) through Monday (a release
 * delayed by a federal holiday comes then) take only the weekly current-report files from
 * weeklyBaseUrl (dea/newcot: FinFutWk.txt, f_disagg.txt, deafut.txt; header-less, a few hundred
 * KB each instead of the growing yearly zips); other days fetch nothing.
 */
public final class CotSources implements BiFunction<UpstreamConfig, Instant, List<Snapshot>> {
  /** The weekly futures-only files of the three kinds: TFF, disaggregated, legacy. */
  public static final List<String> WEEKLY = List.of("FinFutWk.txt", "f_disagg.txt", "deafut.txt");

  private final FileKind<CotRow> kind;
  private final String weeklyBaseUrl;
  private boolean started;

  public CotSources(FileKind<CotRow> kind, String weeklyBaseUrl) {
    this.kind = kind;
    this.weeklyBaseUrl = weeklyBaseUrl.endsWith("/") ? weeklyBaseUrl : weeklyBaseUrl + "/";
  }

  @Override
  public List<Snapshot> apply(UpstreamConfig config, Instant now) {
    ZonedDateTime t = now.atZone(ZoneOffset.UTC);
    List<Snapshot> out = new ArrayList<>();
    if (!started) {
      started = true;
      if (t.getDayOfYear() <= 14) {
        addYear(out, config, t.getYear() - 1);
      }
      addYear(out, config, t.getYear());
    } else if (releaseWindow(t)) {
      for (String name : WEEKLY) {
        out.add(new Snapshot(weeklyBaseUrl + name, name, kind));
      }
    }
    return out;
  }

  /** The yearly zips of one year, for a backfill: the same files the first poll of that year takes. */
  public List<Snapshot> year(UpstreamConfig config, int year) {
    List<Snapshot> out = new ArrayList<>();
    addYear(out, config, year);
    return out;
  }

  static boolean releaseWindow(ZonedDateTime t) {
    DayOfWeek d = t.getDayOfWeek();
    if (d == DayOfWeek.FRIDAY) {
      return t.getHour() * 60 + t.getMinute() >= 19 * 60 + 30;
    }
    return d == DayOfWeek.SATURDAY || d == DayOfWeek.SUNDAY || d == DayOfWeek.MONDAY;
  }

  private void addYear(List<Snapshot> out, UpstreamConfig config, int year) {
    String base = config.baseUrl().endsWith("/") ? config.baseUrl() : config.baseUrl() + "/";
    for (String name : List.of("fut_fin_txt_" + year + ".zip", "fut_disagg_txt_" + year + ".zip",
        "deacot" + year + ".zip")) {
      out.add(new Snapshot(base + name, name, kind));
    }
  }
}
