package dev.openmarkets.sec.edgar;

import java.time.Instant;

/**
 * A name of the company with CIK cik over the interval its submissions JSON states: to null for the
 * current name, from null when the file does not say (the current name of a company that never
 * changed it: known from when we first stored it).
 */
public record CompanyName(String cik, String name, Instant from, Instant to) implements SubmissionsRow {
}
