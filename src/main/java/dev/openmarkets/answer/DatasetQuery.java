package dev.openmarkets.answer;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Params;

/** A validated request for one dataset, sent from the router to the dataset's family verticle. */
public record DatasetQuery(Dataset dataset, Params params) {
}
