package dev.openmarkets.sec.insiders;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * A parsed Form 4 or 4/A: issuer, reporting owners and the non-derivative transactions.
 *
 * <p>Amendment rule. A 4/A restates the filing it amends and carries no accession of it, only
 * optionally dateOfOriginalSubmission. So it replaces, in full, the transactions of every Form 4
 * or 4/A with the same {@link Form4AmendmentKey} (issuer CIK, first reporting owner CIK,
 * periodOfReport) filed before it; see {@link #amends}. The writer closes those rows at the 4/A's
 * knownAt when storing it (they stay in answers as of earlier moments), and stores an original
 * whose key already has a later 4/A (backfills run out of order) closed at once.
 */
public record Form4Filing(String accessionNo, Instant filedAt, String schemaVersion,
    String documentType, LocalDate periodOfReport, LocalDate dateOfOriginalSubmission,
    String issuerCik, String issuerName, String ticker, List<ReportingOwner> owners,
    List<Form4Transaction> transactions) {

  public Form4Filing {
    owners = List.copyOf(owners);
    transactions = List.copyOf(transactions);
  }

  public boolean isAmendment() {
    return "4/A".equals(documentType);
  }

  /** The first reporting owner; Form 4 requires at least one. */
  public ReportingOwner primaryOwner() {
    return owners.get(0);
  }

  public Form4AmendmentKey amendmentKey() {
    return new Form4AmendmentKey(issuerCik, primaryOwner().cik(), periodOfReport);
  }

  /**
   * True when this filing is a 4/A that replaces {@code earlier}: same key, another accession,
   * and filed before this one when both acceptance times are known.
   */
  public boolean amends(Form4Filing earlier) {
    if (!isAmendment() || accessionNo.equals(earlier.accessionNo())
        || !amendmentKey().equals(earlier.amendmentKey())) {
      return false;
    }
    return filedAt == null || earlier.filedAt() == null || earlier.filedAt().isBefore(filedAt);
  }

  /** The transactions as /insiders rows, attributed to the first reporting owner. */
  public List<InsiderTradeRow> insiderRows() {
    ReportingOwner owner = primaryOwner();
    List<InsiderTradeRow> rows = new ArrayList<>(transactions.size());
    for (int i = 0; i < transactions.size(); i++) {
      Form4Transaction t = transactions.get(i);
      rows.add(new InsiderTradeRow(accessionNo, i + 1, filedAt, isAmendment(), ticker, issuerName,
          issuerCik, owner.cik(), owner.name(), owner.insiderTitle(), t.securityTitle(), t.txDate(),
          t.txCode(), t.isOpenMarket(), t.acquiredDisposed(), t.shares(), t.pricePerShare(),
          t.valueUsd(), t.sharesOwnedAfter(), t.directOrIndirect()));
    }
    return rows;
  }
}
