package dev.openmarkets.cli;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.db.Database;
import dev.openmarkets.mirror.ManifestFile;
import dev.openmarkets.mirror.MinisignPublicKey;
import dev.openmarkets.mirror.MirrorSource;
import dev.openmarkets.mirror.SeedProgress;
import dev.openmarkets.mirror.SeedRefused;
import dev.openmarkets.mirror.Seeder;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;

/**
 * `seed --from URL_OR_DIR --public-key FILE [--dataset NAME]...` (docs/mirror.md): exit 0 when the
 * mirror's files are loaded (or were already), 1 when it was refused (the message names the file).
 */
public final class SeedCommand {
  private SeedCommand() {
  }

  public static int run(AppConfig config, java.util.List<String> args, MirrorOptions options, PrintStream out,
      PrintStream err) throws Exception {
    if (!args.isEmpty()) {
      throw new CommandLine.UsageException("seed takes no argument, got '" + args.get(0) + "'", "seed");
    }
    if (options.source() == null || options.publicKey() == null) {
      throw new CommandLine.UsageException("seed needs --from URL_OR_DIR and --public-key FILE", "seed");
    }
    MinisignPublicKey key = MinisignPublicKey.read(Path.of(options.publicKey()));
    Path scratch = Files.createTempDirectory("openmarkets-seed");
    Progress progress = Progress.onStderr(err, "seed", 10_000);
    try (Database db = Database.start(config); Connection pg = MirrorCommand.connect(db.url())) {
      Seeder.Result r = new Seeder(pg, MirrorSource.of(options.source()), key, scratch, lines(progress, out))
          .seed(options.datasets());
      progress.finish();
      out.printf("seed: manifest version %d from %s: %d file(s) loaded (%d rows), %d already loaded%n", r.version(),
          options.source(), r.loaded(), r.rows(), r.skipped());
      return 0;
    } catch (SeedRefused e) {
      progress.finish();
      out.println("refused, nothing written: " + e.getMessage());
      return 1;
    } finally {
      try (var walk = Files.walk(scratch)) {
        walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  private static SeedProgress lines(Progress progress, PrintStream out) {
    return new SeedProgress() {
      @Override
      public void start(int toCheck, int toLoad, int alreadyLoaded) {
        progress.addTotal(toCheck + toLoad);
        if (alreadyLoaded > 0) {
          progress.above(out, "seed: " + alreadyLoaded + " file(s) already loaded by an earlier seed");
        }
      }

      @Override
      public void checked(ManifestFile f) {
        progress.step(f.path(), "sha256 ok");
      }

      @Override
      public void loaded(ManifestFile f, long nanos) {
        progress.above(out, String.format("loaded %s: %d rows in %.1f s", f.path(), f.rows(), nanos / 1e9));
        progress.step(f.path(), "loaded");
      }

      @Override
      public void historyEnds(String dataset, String maxTime) {
        progress.above(out, "history of " + dataset + " now ends at " + maxTime);
      }
    };
  }
}
