package dev.openmarkets.sec.facts;

import java.time.LocalDate;

/** A company whose company facts should be fetched again: why, and since when (a filing date). */
public record WatchRow(String cik, String reason, LocalDate since) {
}
