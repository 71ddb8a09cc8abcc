package dev.openmarkets.http.docs;

import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.openmarkets.dataset.Dataset;
import java.io.IOException;

/** Reading a dataset's JSON answer on the docs pages: exact decimals, and where its rows are. */
final class Answer {
  /** Reads and writes numbers with the digits the endpoint sent (no double rounding). */
  static final ObjectMapper EXACT = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
      .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
      .build();

  private Answer() {
  }

  /** The answer's envelope, or null when the text is not a JSON object. */
  static ObjectNode read(String text) {
    if (text == null) {
      return null;
    }
    try {
      return EXACT.readTree(text) instanceof ObjectNode o ? o : null;
    } catch (IOException e) {
      return null;
    }
  }

  /** The row list: `data` for an array payload, the declared list field for an object payload. */
  static ArrayNode rows(Dataset ds, JsonNode body) {
    JsonNode data = body == null ? null : body.get("data");
    if (data instanceof ArrayNode a) {
      return a;
    }
    if (data instanceof ObjectNode o && ds.objectShape() != null && o.get(ds.objectShape().listField()) instanceof ArrayNode a) {
      return a;
    }
    return null;
  }

  static int rowCount(Dataset ds, JsonNode body) {
    ArrayNode rows = rows(ds, body);
    return rows == null ? 0 : rows.size();
  }
}
