package dev.openmarkets.analytics.predictions;

import dev.openmarkets.analytics.upstream.FileNames;
import dev.openmarkets.ingest.FileKind;

/** The upstream file kind of the predictions datasets: a page of Polymarket Gamma's events (JSON). */
public final class PredictionFileKinds {
  public static final FileKind<PredictionMarket> GAMMA = FileKind.forDataset(PredictionsDataset.NAME)
      .source("polymarket")
      .writer(PredictionWriter.INSTANCE)
      .parser(name -> new GammaParser())
      .fileDate(FileNames::date)
      .build();

  private PredictionFileKinds() {
  }
}
