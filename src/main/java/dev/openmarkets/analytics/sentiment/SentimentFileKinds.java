package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.analytics.upstream.FileNames;
import dev.openmarkets.ingest.FileKind;
import java.util.Locale;

/** The upstream file kinds of sentiment: alternative.me's fear and greed index, and GDELT's timelines. */
public final class SentimentFileKinds {
  public static final FileKind<FearGreedRow> FEAR_GREED = FileKind.forDataset(SentimentDataset.NAME)
      .source("alternative-fng")
      .names(name -> name.toLowerCase(Locale.ROOT).contains("fng") || name.toLowerCase(Locale.ROOT).contains("fear"))
      .writer(SentimentWriters.FEAR_GREED)
      .parser(name -> new FearGreedParser())
      .fileDate(FileNames::date)
      .build();

  private SentimentFileKinds() {
  }

  /** GDELT timelines of one mode (tone or article counts) for the configured assets. */
  public static FileKind<ToneRow> gdelt(SentimentAssets assets, boolean tone) {
    String prefix = tone ? "gdelt-tone-" : "gdelt-volraw-";
    return FileKind.forDataset(SentimentDataset.NAME)
        .source("gdelt")
        .names(name -> name.replaceAll("^.*/", "").startsWith(prefix))
        .writer(SentimentWriters.timeline(assets, tone))
        .parser(name -> new GdeltTimelineParser(assets))
        .fileDate(FileNames::date)
        .build();
  }
}
