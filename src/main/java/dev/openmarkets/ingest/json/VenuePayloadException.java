package dev.openmarkets.ingest.json;

/**
 * A venue answered with something we cannot read: malformed JSON, a missing required field, an
 * error envelope or a non-200 status. The message names the venue field or code at fault.
 */
public class VenuePayloadException extends RuntimeException {
  public VenuePayloadException(String message) {
    super(message);
  }

  public VenuePayloadException(String message, Throwable cause) {
    super(message, cause);
  }
}
