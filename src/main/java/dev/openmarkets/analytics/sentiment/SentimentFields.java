package dev.openmarkets.analytics.sentiment;

import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;

/** The row fields and formula notes shared by /sentiment and /sentiment/{slug}. */
final class SentimentFields {
  static final String LAYERS = "Layers, each from -1 to +1, recomputed hourly from stored data: "
      + "news = GDELT DOC 2.0 average tone of the asset's query over the window (buckets weighted by their "
      + "article counts, the plain mean where GDELT gave no counts) / 10, clipped to [-1, 1]; "
      + "crowd (crypto) = 2 x percentile - 1, where percentile is the share of the 8-hour buckets of the "
      + "trailing 30 days whose mean funding rate (each venue's mean 8-hour-equivalent rate, rate x 8 / "
      + "interval hours, averaged over venues) is at most the newest bucket's; null with fewer than 2 buckets "
      + "or none in the last 24 hours; institutional = (cotIndex - 50) / 50 from the COT dataset's latest "
      + "report on or before the hour (sign reversed for pairs quoted against the future's currency, USD/JPY); an hour "
      + "before the newest report keeps the institutional score stored for it.";
  static final String COMPOSITE = "composite = (0.5 news + 0.25 crowd + 0.25 institutional) / (sum of the "
      + "weights of the layers present): the weights renormalised over the layers present; hours with no layer "
      + "are not stored. Scores are rounded to 4 places and the composite is taken over the rounded scores.";

  private SentimentFields() {
  }

  static Dataset.Builder add(Dataset.Builder b) {
    return b.field(Field.of("slug", STRING, "Asset slug"))
        .field(Field.of("name", STRING, "Asset name"))
        .field(Field.of("assetClass", STRING, "crypto, indices, commodities, fx or rates"))
        .field(Field.of("window", STRING, "News window: 24h or 7d"))
        .field(Field.of("composite", NUMBER, "Weighted composite of the layers present, -1 to +1"))
        .field(Field.nullable("newsScore", NUMBER, "News tone layer, -1 to +1"))
        .field(Field.nullable("crowdScore", NUMBER, "Funding-rate percentile layer (crypto), -1 to +1"))
        .field(Field.nullable("institutionalScore", NUMBER, "COT index layer, -1 to +1"))
        .field(Field.nullable("fearGreed", INTEGER, "alternative.me crypto Fear & Greed index (0-100) of the day, "
            + "shown for btc; null when the index is more than a day old"))
        .field(Field.of("ts", TIMESTAMP, "The hour the row was computed for"))
        .note(LAYERS)
        .note(COMPOSITE);
  }
}
