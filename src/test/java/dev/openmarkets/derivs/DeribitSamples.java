package dev.openmarkets.derivs;

import java.util.ArrayList;
import java.util.List;

/** Small hand-written Deribit answers in the upstream's JSON-RPC format (synthetic, not captures). */
final class DeribitSamples {
  private DeribitSamples() {
  }

  /** An option book-summary row: instrument, open interest, 24-hour volume (null for none). */
  record Opt(String instrument, String openInterest, String volume) {
  }

  static Opt opt(String instrument, String openInterest, String volume) {
    return new Opt(instrument, openInterest, volume);
  }

  static String book(List<Opt> options) {
    List<String> rows = new ArrayList<>();
    for (Opt o : options) {
      rows.add("{\"volume\":" + o.volume() + ",\"underlying_price\":92100.25,\"underlying_index\":\"SYN.BTC-25DEC26\","
          + "\"quote_currency\":\"BTC\",\"price_change\":null,\"open_interest\":" + o.openInterest()
          + ",\"mid_price\":null,\"mark_price\":0.0421,\"mark_iv\":51.3,\"low\":null,\"last\":null,"
          + "\"interest_rate\":0,\"instrument_name\":\"" + o.instrument() + "\",\"high\":null,"
          + "\"creation_timestamp\":1795175999863,\"bid_price\":null,\"base_currency\":\"BTC\",\"ask_price\":null}");
    }
    return "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[" + String.join(",", rows) + "],\"usIn\":1,\"usOut\":2,"
        + "\"usDiff\":1,\"testnet\":false}";
  }

  static String index(String price) {
    return "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"index_price\":" + price + ",\"estimated_delivery_price\":"
        + price + "}}";
  }

  /** DVOL candles: pairs of epoch milliseconds and close (open/high/low set around it). */
  static String dvol(Object... msAndClose) {
    List<String> rows = new ArrayList<>();
    for (int i = 0; i < msAndClose.length; i += 2) {
      String c = msAndClose[i + 1].toString();
      rows.add("[" + msAndClose[i] + "," + c + "," + c + "," + c + "," + c + "]");
    }
    return "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"data\":[" + String.join(",", rows) + "],\"continuation\":null}}";
  }

  /**
   * The hand-computed chain of OptionsApiTest, snapshot 2026-11-20T12:00:00Z.
   * 25DEC26: calls 90000 (10), 100000 (20), 110000 (50); puts 90000 (40), 95000 (30), 105000 (20).
   * 27NOV26: call 95000 (10), put 105000 (10), call 100000 (0): every strike's pain is 100000.
   * 26MAR27: call and put 80000 with no open interest. 25JUN27: put 60000 (5) only.
   */
  static String handChain() {
    return book(List.of(
        opt("BTC-25DEC26-90000-C", "10", "2"),
        opt("BTC-25DEC26-100000-C", "20", "3.5"),
        opt("BTC-25DEC26-110000-C", "50", "4.5"),
        opt("BTC-25DEC26-90000-P", "40", "6"),
        opt("BTC-25DEC26-95000-P", "30", "1"),
        opt("BTC-25DEC26-105000-P", "20", "0.5"),
        opt("BTC-27NOV26-95000-C", "10", "0"),
        opt("BTC-27NOV26-100000-C", "0", "0"),
        opt("BTC-27NOV26-105000-P", "10", "0"),
        opt("BTC-26MAR27-80000-C", "0", "null"),
        opt("BTC-26MAR27-80000-P", "0", "null"),
        opt("BTC-25JUN27-60000-P", "5", "0")));
  }
}
