package dev.openmarkets.derivs.options;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.derivs.upstream.PayloadErrors;
import dev.openmarkets.derivs.upstream.SnapshotNames;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.time.Instant;

/**
 * A Deribit JSON-RPC answer `{jsonrpc, id, result, usIn, usOut}`: its result, or the rejection
 * of an error answer; and the snapshot time (from the file name, else the answer's usOut).
 */
record DeribitEnvelope(JsonNode result, Instant usOut) {

  static DeribitEnvelope read(UpstreamFile file) throws RejectedFileException {
    JsonNode root;
    try {
      root = VenueJson.read(file.bytes());
    } catch (VenuePayloadException e) {
      throw new RejectedFileException(PayloadErrors.reason(e));
    }
    if (root == null || !root.isObject()) {
      throw new RejectedFileException("not a Deribit JSON-RPC answer (expected an object)");
    }
    JsonNode error = root.get("error");
    if (error != null && !error.isNull()) {
      throw new RejectedFileException("Deribit error answer: " + error.path("message").asText(error.toString()));
    }
    JsonNode result = root.get("result");
    if (result == null || result.isNull()) {
      throw new RejectedFileException("no 'result' in the Deribit answer");
    }
    JsonNode us = root.get("usOut");
    Instant usOut = us != null && us.canConvertToLong() && us.asLong() > 0
        ? Instant.ofEpochSecond(us.asLong() / 1_000_000, (us.asLong() % 1_000_000) * 1000) : null;
    return new DeribitEnvelope(result, usOut);
  }

  /** The snapshot time: the time in the file name, else usOut, else the rejection. */
  Instant snapshotTime(String fileName) throws RejectedFileException {
    Instant t = SnapshotNames.time(fileName);
    if (t == null) {
      t = usOut;
    }
    if (t == null) {
      throw new RejectedFileException("no snapshot time: name the file <kind>.<CURRENCY>.<yyyyMMddTHHmmssZ>.json "
          + "or keep Deribit's usOut in it");
    }
    return t;
  }
}
