package dev.openmarkets.testing;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.FileLoader;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;

/** Loads upstream files into a running test service through the product's own import path. */
public final class Ingest {
  private Ingest() {
  }

  public static FileOutcome load(TestServer server, String dataset, String fileName, String content) throws Exception {
    return load(server, dataset, new UpstreamFile(fileName, content.getBytes(StandardCharsets.ISO_8859_1)));
  }

  public static FileOutcome load(TestServer server, String dataset, UpstreamFile file) throws Exception {
    FileKind<?> kind = Catalog.kindFor(Families.all(), dataset, file.name()).orElseThrow();
    return new FileLoader(server.service.vertx()).load(kind, file).toCompletionStage().toCompletableFuture().get();
  }

  /** The same through `import`'s loader, for which a file loaded before a correction is a replay. */
  public static FileOutcome imported(TestServer server, String dataset, String fileName, String content) throws Exception {
    UpstreamFile file = new UpstreamFile(fileName, content.getBytes(StandardCharsets.ISO_8859_1));
    FileKind<?> kind = Catalog.kindFor(Families.all(), dataset, file.name()).orElseThrow();
    return FileLoader.forImport(server.service.vertx()).load(kind, file).toCompletionStage().toCompletableFuture().get();
  }

  /** A test sample under src/test/resources/samples. */
  public static String sample(String path) throws Exception {
    return Resources.text("/samples/" + path, StandardCharsets.ISO_8859_1);
  }

  /** A bundled --demo file under src/main/resources/demo, for tests that read the same sample. */
  public static String demo(String path) throws Exception {
    return Resources.text("/demo/" + path, StandardCharsets.ISO_8859_1);
  }
}
