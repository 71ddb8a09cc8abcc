package dev.openmarkets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.openmarkets.config.ConfigException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's configuration file: a mistyped --conf stops every command before it starts. */
class MainTest {
  @Test
  void aMissingConfFileStopsStartUpWithItsPath(@TempDir Path dir) {
    String missing = dir.resolve("openmarkets.jsno").toString();
    for (String command : new String[] {"serve", "import", "keys", "backfill"}) {
      // a ConfigException is the exit code 2 "configuration error: ..." of main
      ConfigException e = assertThrows(ConfigException.class, () -> Main.run(new String[] {command, "--conf", missing}));
      assertEquals("configuration file " + missing + ", named by --conf, does not exist", e.getMessage(), command);
    }
  }
}
