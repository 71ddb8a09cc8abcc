package dev.openmarkets.sec.edgar;

import java.util.List;

/**
 * A company's submissions JSON: who it is and its recent filings; olderFiles names the paged
 * files (CIK##########-submissions-001.json) holding the rest. A paged file has no company part,
 * so cik, name and the lists are empty then. formerNames are the names it went by before name.
 */
public record CompanySubmissions(String cik, String name, List<String> tickers, List<String> exchanges,
    List<FilingRef> filings, List<String> olderFiles, List<FormerName> formerNames) {
}
