package dev.openmarkets.sec.edgar;

/** One entry of company_tickers.json: a ticker (normalised, BRK-B) of the issuer with this CIK. */
public record CompanyTicker(String cik, String ticker, String title) {
}
