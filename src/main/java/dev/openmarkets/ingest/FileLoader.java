package dev.openmarkets.ingest;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.logging.Logger;

/**
 * The path every upstream file takes, from a poller or from `import`: parse on a worker thread,
 * then hand the rows (or the rejection) to the writer over the event bus.
 */
public final class FileLoader {
  private static final Logger LOG = Logger.getLogger(FileLoader.class.getName());
  private static final DeliveryOptions SLOW = new DeliveryOptions().setSendTimeout(600_000);

  private final Vertx vertx;
  private final boolean imported;

  /** The loader of files fetched from the upstream now (pollers, --demo). */
  public FileLoader(Vertx vertx) {
    this(vertx, false);
  }

  private FileLoader(Vertx vertx, boolean imported) {
    this.vertx = vertx;
    this.imported = imported;
  }

  /** The loader of `import` and `backfill`: a file loaded before a correction is a replay. */
  public static FileLoader forImport(Vertx vertx) {
    return new FileLoader(vertx, true);
  }

  @SuppressWarnings("unchecked")
  public <R> Future<FileOutcome> load(FileKind<R> kind, UpstreamFile file) {
    String[] notes = new String[1];
    return vertx.executeBlocking(() -> {
      String sha = sha256(file.bytes());
      try {
        List<R> rows = kind.parser(file.name()).parse(file);
        notes[0] = ParsedRows.notesOf(rows);
        if (notes[0] != null) {
          LOG.warning(() -> kind.dataset() + " " + file.name() + ": " + notes[0]);
        }
        return new IngestBatch(kind.dataset(), kind.source(), file.name(), kind.fileDate().apply(file.name()),
            sha, (TableWriter<Object>) kind.writer(), (List<Object>) ParsedRows.rowsOf(rows), null, imported);
      } catch (RejectedFileException e) {
        return new IngestBatch(kind.dataset(), kind.source(), file.name(), kind.fileDate().apply(file.name()),
            sha, null, List.of(), e.getMessage(), imported);
      } catch (RuntimeException e) {
        // a parser bug must not load half a file either; the reason names the exception type only
        return new IngestBatch(kind.dataset(), kind.source(), file.name(), kind.fileDate().apply(file.name()),
            sha, null, List.of(), "unreadable file (" + e.getClass().getSimpleName() + ")", imported);
      }
    }, false).compose(batch -> vertx.eventBus().<FileOutcome>request(IngestWriterVerticle.ADDRESS, batch, SLOW))
        .map(m -> m.body().noting(notes[0]));
  }

  static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
