package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.cli.CommandLine;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command lines of mirror and seed, beside the unchanged ones of backfill. */
class MirrorCommandLineTest {

  @Test
  void publishTakesKeyOutAndRepeatedDatasets() {
    CommandLine cl = CommandLine.parse(new String[] {"mirror", "publish", "--key", "k", "--out", "o",
        "--dataset", "short-volume", "--dataset", "cot", "--data-dir", "d"});
    assertEquals("mirror", cl.command());
    assertEquals(List.of("publish"), cl.args());
    assertEquals("k", cl.mirror().key());
    assertEquals("o", cl.mirror().out());
    assertEquals(List.of("short-volume", "cot"), cl.mirror().datasets());
    assertEquals("d", cl.overrides().getString("dataDir"));
  }

  @Test
  void seedFromIsAMirrorAndBackfillFromStillADate() {
    CommandLine seed = CommandLine.parse(new String[] {"seed", "--from", "https://h/mirror/", "--public-key", "p.pub"});
    assertEquals("https://h/mirror/", seed.mirror().source());
    assertEquals("p.pub", seed.mirror().publicKey());
    assertNull(seed.from());
    CommandLine backfill = CommandLine.parse(new String[] {"backfill", "short-volume", "--from", "2025-01-02"});
    assertEquals(LocalDate.parse("2025-01-02"), backfill.from());
    assertNull(backfill.mirror().source());
    assertThrows(CommandLine.UsageException.class,
        () -> CommandLine.parse(new String[] {"backfill", "short-volume", "--from", "https://h/"}));
  }

  @Test
  void optionsOfOneCommandAreRefusedOnAnother() {
    CommandLine.UsageException e = assertThrows(CommandLine.UsageException.class,
        () -> CommandLine.parse(new String[] {"import", "x", "y", "--key", "k"}));
    assertEquals("--key belongs to mirror", e.getMessage());
    assertThrows(CommandLine.UsageException.class,
        () -> CommandLine.parse(new String[] {"mirror", "publish", "--public-key", "k"}));
  }

  @Test
  void helpListsTheOptions() {
    CommandLine.HelpRequested h = assertThrows(CommandLine.HelpRequested.class,
        () -> CommandLine.parse(new String[] {"mirror", "--help"}));
    assertTrue(h.getMessage().contains("--dataset NAME"), h.getMessage());
    CommandLine.HelpRequested s = assertThrows(CommandLine.HelpRequested.class,
        () -> CommandLine.parse(new String[] {"seed", "--help"}));
    assertTrue(s.getMessage().contains("--public-key FILE"), s.getMessage());
  }
}
