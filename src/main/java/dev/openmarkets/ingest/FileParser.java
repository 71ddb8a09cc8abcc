package dev.openmarkets.ingest;

import java.util.List;

/**
 * Parses one upstream file into rows. All or nothing: any malformed line rejects the file, so a
 * truncated or garbled download never half-loads, unless the parser states a tolerance (a bad row
 * skipped and counted, an unknown column left unread) and says what it skipped in the notes of
 * {@link ParsedRows}. Parsers are pure and run on worker threads.
 */
@FunctionalInterface
public interface FileParser<R> {
  List<R> parse(UpstreamFile file) throws RejectedFileException;
}
