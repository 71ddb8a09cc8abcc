package dev.openmarkets.tools;

/** Why a URL or a connection was refused (SSRF guard); the message is safe to show the client. */
final class Refusal extends RuntimeException {
  Refusal(String reason) {
    super(reason, null, false, false);
  }
}
