package dev.openmarkets.ingest;

import java.util.List;

/**
 * Parses one upstream file into rows. All or nothing: any malformed line rejects the file, so a
 * truncated or garbled download never half-loads. Parsers are pure and run on worker threads.
 */
@FunctionalInterface
public interface FileParser<R> {
  List<R> parse(UpstreamFile file) throws RejectedFileException;
}
