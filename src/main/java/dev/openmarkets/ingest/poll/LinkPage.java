package dev.openmarkets.ingest.poll;

import dev.openmarkets.ingest.BotWall;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.fetch.Fetch;
import dev.openmarkets.ingest.fetch.FetchOutcome;
import dev.openmarkets.ingest.fetch.FetchRequest;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.LocalDate;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * The index page a dated upstream links its files from (the SEC's fails-to-deliver page): read
 * through the fetch step, its links parsed on a worker by the upstream's reader. A page that is
 * missing, refused or links no file is an outcome with its reason ({@link Unreadable}), for the
 * poll, backfill and doctor alike, never an exception that escapes.
 */
final class LinkPage {
  /** The links of the index page and the newest date they cover. */
  record Index(Map<String, String> links, LocalDate newest) {
  }

  /** The index page could not be read: its outcome (refused for a page that links no file, else as fetched). */
  static final class Unreadable extends RuntimeException {
    final FetchOutcome outcome;

    Unreadable(FetchOutcome outcome) {
      super(outcome.reason(), null, false, false);
      this.outcome = outcome;
    }
  }

  private final String url;
  private final BiFunction<String, byte[], Map<String, String>> reader;
  private final FileKind<?> kind;

  /** reader maps the page (its URL, its bytes) to file name -> absolute URL; kind dates each file by its name. */
  LinkPage(String url, BiFunction<String, byte[], Map<String, String>> reader, FileKind<?> kind) {
    this.url = url;
    this.reader = reader;
    this.kind = kind;
  }

  String url() {
    return url;
  }

  /** Fetches and reads the page (a failed future with an {@link Unreadable} when it cannot be read). */
  Future<Index> read(Vertx vx, Fetch web) {
    return web.answer(FetchRequest.page(url)).compose(o -> {
      if (!o.loaded()) {
        // a missing index page is a failure: the files' URLs cannot be known without it
        return Future.failedFuture(new Unreadable(FetchOutcome.of(o.kind() == FetchOutcome.Kind.THROTTLED
            ? o.kind() : o.missing() ? FetchOutcome.Kind.FAILED : o.kind(), url, o.status(),
            o.status() > 0 ? "HTTP " + o.status() + " from the index page " + url : o.reason())));
      }
      byte[] page = o.body();
      return vx.executeBlocking(() -> {
        Map<String, String> links = reader.apply(url, page);
        if (links.isEmpty()) {
          throw new Unreadable(FetchOutcome.of(FetchOutcome.Kind.REFUSED, url, o.status(), "the index page " + url
              + " links no file (moved, or a refusal page" + (BotWall.isHtml(page) ? "" : ", not even HTML") + ")"));
        }
        LocalDate newest = links.keySet().stream().map(kind.fileDate()).filter(Objects::nonNull)
            .max(LocalDate::compareTo).orElse(null);
        return new Index(links, newest);
      }, false);
    });
  }

  /**
   * Backfill's and doctor's client: the page is read once, a file it does not link is absent
   * (asked again next run while recent), a linked file is fetched and its 403/404 is a failure,
   * never absent; a page that cannot be read is every request's outcome.
   */
  HistoryFetch client(Vertx vertx, Fetch web) {
    return new HistoryFetch() {
      private Future<Index> index;

      @Override
      public Future<Answer> get(Snapshot request) {
        if (index == null) {
          index = read(vertx, web);
        }
        return index.compose(ix -> {
          String file = ix.links().get(request.fileName());
          if (file == null) {
            return Future.succeededFuture(new Answer(FetchOutcome.of(FetchOutcome.Kind.ABSENT, request.url(), 404,
                "not on the index page")));
          }
          return web.answer(FetchRequest.get(file)).map(o -> new Answer(o.missing()
              ? FetchOutcome.of(FetchOutcome.Kind.FAILED, file, o.status(), linkedMissing(o, file)) : o));
        }).recover(err -> Future.succeededFuture(new Answer(unreadable(err))));
      }

      @Override
      public void close() {
        web.close();
      }
    };
  }

  /** Why the page gave no links, as an outcome (a page or parser failure included). */
  FetchOutcome unreadable(Throwable err) {
    return err instanceof Unreadable u ? u.outcome : FetchOutcome.of(FetchOutcome.Kind.FAILED, url, 0,
        "the index page " + url + " could not be read: "
            + (err.getMessage() != null ? err.getMessage() : "an unexpected error"));
  }

  /** A linked file that answered 403/404: the page links it, so it should be there. */
  String linkedMissing(FetchOutcome o, String fileUrl) {
    return "HTTP " + o.status() + " from " + fileUrl + ", linked from " + url;
  }
}
