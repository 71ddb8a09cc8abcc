package dev.openmarkets.sec.insiders;

import java.math.BigDecimal;

/** One insider in a cluster's buyers list: their combined purchases in the window. */
public record ClusterBuyer(String name, String title, BigDecimal valueUsd) {
}
