package dev.openmarkets.analytics.sentiment;

import static dev.openmarkets.dataset.FieldType.JSON;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;

/** The fields and the label rule of /signals (the same model as /sentiment, as one object per asset). */
final class SignalFields {
  static final String LABEL = "label = bullish when composite > +0.25, bearish when composite < -0.25, else neutral.";

  private SignalFields() {
  }

  static Dataset.Builder add(Dataset.Builder b) {
    return b.field(Field.of("asset", JSON, "{slug, name, assetClass}"))
        .field(Field.of("composite", NUMBER, "Weighted composite of the layers present, -1 to +1"))
        .field(Field.of("label", STRING, "bullish, neutral or bearish"))
        .field(Field.of("ts", TIMESTAMP, "The hour the signal was computed for"))
        .field(Field.nullable("news", JSON, "{score, tone (GDELT average tone), articleCount}; null without news"))
        .field(Field.nullable("crowd", JSON, "{score, fundingRate (newest 8-hour-bucket mean, 8-hour equivalent, a decimal string), "
            + "percentile30d (0 to 1)}; null outside crypto or without funding history"))
        .field(Field.nullable("institutional", JSON, "{score, cotIndex, reportDate}; null without a COT market"))
        .note(LABEL)
        .note(SentimentFields.LAYERS)
        .note(SentimentFields.COMPOSITE);
  }
}
