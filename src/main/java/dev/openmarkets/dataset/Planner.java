package dev.openmarkets.dataset;

/**
 * Chooses a dataset's query for validated parameters (the view: latest day versus one symbol's
 * history, say). Every plan must bound its rows with a LIMIT taken from {@link Params#limit()}.
 */
@FunctionalInterface
public interface Planner {
  SqlPlan plan(Params params);
}
