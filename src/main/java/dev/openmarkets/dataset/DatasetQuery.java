package dev.openmarkets.dataset;

/** A validated request for one dataset, sent from the router to the dataset's family verticle. */
public record DatasetQuery(Dataset dataset, Params params) {
}
