package dev.openmarkets.dataset;

import java.util.Map;

/** The extra `meta` object of the datasets that carry one (liquidations: venues' stream states); a family declares it. */
@FunctionalInterface
public interface DatasetMeta {
  Map<String, Object> meta(Dataset dataset);
}
