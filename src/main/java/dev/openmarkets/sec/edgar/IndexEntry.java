package dev.openmarkets.sec.edgar;

import java.time.LocalDate;

/**
 * One filing listed in an EDGAR daily or full index. cik is the company the row is listed under
 * (filer or subject); fileName is the Archives path of the full .txt submission.
 */
public record IndexEntry(String formType, String companyName, String cik, LocalDate dateFiled,
    String fileName, String accessionNo) {
}
