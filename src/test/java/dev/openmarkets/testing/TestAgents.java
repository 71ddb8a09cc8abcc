package dev.openmarkets.testing;

/**
 * The User-Agents tests configure for upstreams, once. UA is for every test where the agent only
 * has to be sent as configured; its example.org contact is one the SEC, BLS and CFTC pollers
 * refuse, like the shipped placeholder. REAL_CONTACT is for tests that need a contact those
 * pollers accept.
 */
public final class TestAgents {
  public static final String UA = "openmarkets-test/1.0 (ops@example.org)";
  public static final String REAL_CONTACT = "openmarkets-test ops@openmarkets.test";

  private TestAgents() {
  }
}
