package dev.openmarkets.dataset.feed;

import io.vertx.core.buffer.Buffer;
import java.nio.charset.StandardCharsets;

/**
 * One event of a stream: its position (the SSE id), its whole Server-Sent Events frame encoded
 * once per node and shared by every subscriber it matches, what filters look at (attrs), and the
 * event's JSON alone (for the MCP tools that answer the events since a position).
 */
public record Frame<A>(long id, Buffer sse, A attrs, byte[] json) {
  /** "id: N\nevent: NAME\ndata: JSON\n\n"; json is one line (JSON never needs a raw newline). */
  public static <A> Frame<A> of(long id, String event, byte[] json, A attrs) {
    byte[] head = ("id: " + id + "\nevent: " + event + "\ndata: ").getBytes(StandardCharsets.US_ASCII);
    Buffer b = Buffer.buffer(head.length + json.length + 2).appendBytes(head).appendBytes(json).appendString("\n\n");
    return new Frame<>(id, b, attrs, json);
  }
}
