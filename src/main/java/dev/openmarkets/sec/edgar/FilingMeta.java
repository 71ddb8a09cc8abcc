package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.time.Instant;

/**
 * What the caller knows about a filing besides its document: the accession number and when EDGAR
 * accepted it (from the daily index or the submissions JSON). The documents themselves carry
 * neither, so parsers take them from here. filedAt may be null when unknown.
 */
public record FilingMeta(String accessionNo, Instant filedAt) {

  /**
   * What a stored document says of itself: the accession from the file name, else from the
   * SEC-HEADER of a full .txt submission, and the acceptance time from that header when present.
   */
  public static FilingMeta ofFile(UpstreamFile file) {
    String accession = Accessions.fromFileName(file.name());
    return new FilingMeta(accession != null ? accession : SubmissionHeader.accessionNo(file.bytes()),
        SubmissionHeader.acceptedAt(file.bytes()));
  }

  /** Accession taken from a file named after it (0001209191-20-000788.xml), no acceptance time. */
  public static FilingMeta fromFileName(String fileName) {
    return new FilingMeta(Accessions.fromFileName(fileName), null);
  }

  /**
   * The caller's meta, its accession filled from the file name when absent. A filing without an
   * accession number cannot be stored idempotently, so that rejects the file.
   */
  public static FilingMeta resolve(UpstreamFile file, FilingMeta given) throws RejectedFileException {
    Instant filedAt = given == null ? null : given.filedAt();
    String accession = given == null ? null : given.accessionNo();
    if (accession == null) {
      accession = Accessions.fromFileName(file.name());
    }
    if (accession == null) {
      throw new RejectedFileException("no accession number: name the file after it (0001234567-26-000001.xml)"
          + " or supply it; got '" + file.name() + "'");
    }
    return new FilingMeta(accession, filedAt);
  }
}
