package dev.openmarkets.sec.edgar;

/** One ticker of company_tickers.json with its position in the file (primary tickers come first). */
public record TickerRow(String ticker, String cik, String title, int position) {
}
