package dev.openmarkets.answer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** A miss goes to the family instance of the caller's own thread when one listens there, else to any. */
class LoopAddressesTest {

  @Test
  void localInstanceWhenListeningElseTheSharedAddress() throws Exception {
    LoopAddresses loops = new LoopAddresses();
    String shared = FamilyVerticle.address("shortsale");
    assertEquals(shared, loops.route("shortsale"));
    String here = LoopAddresses.onThisLoop("shortsale");
    assertEquals(shared + "@" + Thread.currentThread().getName(), here);
    loops.listening(here);
    assertEquals(here, loops.route("shortsale"));
    assertEquals(FamilyVerticle.address("crypto"), loops.route("crypto"), "another family has no instance here");
    assertEquals(shared, CompletableFuture.supplyAsync(() -> loops.route("shortsale"), r -> new Thread(r).start()).get(),
        "another thread has no instance");
    loops.stopped(here);
    assertEquals(shared, loops.route("shortsale"));
  }
}
