package dev.openmarkets.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.dataset.feed.Frame;
import io.netty.buffer.ByteBuf;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.internal.buffer.BufferInternal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What streams write is a slice of one off-heap copy of the batch: the bytes are the frames', in
 * order, and what the connection gets is direct memory at the batch's own address, which the
 * socket writes as it is instead of copying it once per subscriber.
 */
class SharedBatchTest {
  private static Frame<String> frame(long id, String json) {
    return Frame.of(id, "liquidation", json.getBytes(StandardCharsets.UTF_8), "a");
  }

  @Test
  void rangesAreSlicesOfOneDirectCopyOfTheFrames() {
    List<Frame<String>> frames = List.of(frame(7, "{\"id\":7}"), frame(8, "{\"id\":8,\"x\":\"\u00e9\"}"),
        frame(9, "{\"id\":9}"));
    SharedBatch<String> batch = SharedBatch.of(frames);
    assertEquals(3, batch.size());
    assertEquals(9, batch.lastId());
    String all = "id: 7\nevent: liquidation\ndata: {\"id\":7}\n\n"
        + "id: 8\nevent: liquidation\ndata: {\"id\":8,\"x\":\"\u00e9\"}\n\n"
        + "id: 9\nevent: liquidation\ndata: {\"id\":9}\n\n";
    assertEquals(all, batch.range(0, 3).toString(StandardCharsets.UTF_8));
    Buffer middle = batch.range(1, 3);
    assertEquals(all.substring(all.indexOf("id: 8")), middle.toString(StandardCharsets.UTF_8));
    assertEquals(middle.length(), batch.bytes(1, 3));

    // what Http1xServerResponse.write hands the channel
    ByteBuf whole = ((BufferInternal) batch.range(0, 3)).getByteBuf();
    ByteBuf tail = ((BufferInternal) middle).getByteBuf();
    assertTrue(whole.isDirect() && whole.hasMemoryAddress(), "direct memory the socket writes without a copy");
    assertEquals(whole.memoryAddress() + batch.bytes(0, 1), tail.memoryAddress(), "the same memory, not a copy");
  }
}
