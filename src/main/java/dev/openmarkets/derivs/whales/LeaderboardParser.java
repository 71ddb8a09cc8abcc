package dev.openmarkets.derivs.whales;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.derivs.upstream.PayloadErrors;
import dev.openmarkets.derivs.upstream.SnapshotNames;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.ParsedRows;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.json.VenueJson;
import dev.openmarkets.ingest.json.VenuePayloadException;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Hyperliquid's public leaderboard (`GET https://stats-data.hyperliquid.xyz/Mainnet/leaderboard`,
 * unofficial, about 39 MB and 47,000 rows in October 2026): `{"leaderboardRows":[{"ethAddress",
 * "accountValue","displayName","prize","windowPerformances":[["day",{"pnl","roi","vlm"}],["week",
 * ...],["month",...],["allTime",...]]}]}` with numbers as strings. Read as a stream, one row at a
 * time, keeping only the criterion's top accounts, so the whole tree is never held. The read time
 * comes from the file name (`leaderboard.<yyyyMMddTHHmmssZ>.json`). A bad row (not an object,
 * without a 0x address, an account value or the window's PnL, a number that does not read, an
 * address seen before) is skipped and counted in the file's notes; the file is rejected when more
 * than {@link #MAX_BAD_SHARE_PERCENT}% of its rows are bad (then the board itself is broken, not a
 * row), when its JSON does not parse, or when it has no rows.
 */
public final class LeaderboardParser implements FileParser<LeaderboardSnapshot> {
  private static final Pattern ADDRESS = Pattern.compile("0x[0-9a-fA-F]{40}");
  /** Best first: the window's PnL, then the account value, then the address (a stable order on ties). */
  static final Comparator<LeaderboardPick> BEST_FIRST = Comparator.comparing(LeaderboardPick::pnl).reversed()
      .thenComparing(Comparator.comparing(LeaderboardPick::accountValue).reversed())
      .thenComparing(LeaderboardPick::address);

  /** The share of bad rows, in percent, above which the whole file is rejected. */
  public static final int MAX_BAD_SHARE_PERCENT = 10;

  private final LeaderboardCriterion criterion;

  public LeaderboardParser(LeaderboardCriterion criterion) {
    this.criterion = criterion;
  }

  @Override
  public List<LeaderboardSnapshot> parse(UpstreamFile file) throws RejectedFileException {
    Instant asOf = SnapshotNames.time(file.name());
    if (asOf == null) {
      throw new RejectedFileException("the file name must carry the read time: leaderboard.<yyyyMMddTHHmmssZ>.json");
    }
    Board board = new Board();
    try (JsonParser p = VenueJson.mapper().createParser(file.bytes())) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        throw new RejectedFileException("not a leaderboard answer (not a JSON object)");
      }
      boolean sawRows = false;
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        if (!"leaderboardRows".equals(field)) {
          p.skipChildren();
          continue;
        }
        if (value != JsonToken.START_ARRAY) {
          throw new RejectedFileException("leaderboardRows is not an array");
        }
        sawRows = true;
        readRows(p, board);
      }
      if (p.currentToken() != JsonToken.END_OBJECT || p.nextToken() != null) {
        throw new RejectedFileException("malformed JSON: the answer does not end after its object");
      }
      if (!sawRows || board.rows == 0) {
        throw new RejectedFileException("not a leaderboard answer (no leaderboardRows)");
      }
    } catch (IOException e) {
      throw new RejectedFileException("malformed JSON: " + PayloadErrors.reason(e));
    }
    String skipped = board.bad == 0 ? null : board.bad + " of " + board.rows + " rows skipped (first: " + board.firstBad
        + ")";
    if ((long) board.bad * 100 > (long) board.rows * MAX_BAD_SHARE_PERCENT) {
      throw new RejectedFileException(skipped + ": more than " + MAX_BAD_SHARE_PERCENT + "% of the rows are bad");
    }
    return ParsedRows.of(List.of(new LeaderboardSnapshot(asOf, criterion.window(), ranked(board.kept))),
        skipped == null ? List.of() : List.of(skipped));
  }

  /** The rows of leaderboardRows up to its end, one at a time: each kept, below the floor, or counted bad. */
  private void readRows(JsonParser p, Board board) throws IOException {
    while (p.nextToken() != JsonToken.END_ARRAY) {
      board.rows++;
      JsonNode row = p.readValueAsTree();
      LeaderboardPick pick;
      try {
        pick = pick(row, board.rows, board.seen);
      } catch (RejectedFileException | VenuePayloadException e) {
        board.bad++;
        if (board.firstBad == null) {
          board.firstBad = e instanceof VenuePayloadException
              ? "leaderboardRows[" + board.rows + "]: " + PayloadErrors.reason(e) : e.getMessage();
        }
        continue;
      }
      if (pick.accountValue().compareTo(criterion.minAccountValueUsd()) < 0) {
        continue;
      }
      board.kept.add(pick);
      if (board.kept.size() > criterion.top()) {
        board.kept.poll();
      }
    }
  }

  /** The kept accounts best first, ranked from 1. */
  private static List<LeaderboardPick> ranked(PriorityQueue<LeaderboardPick> kept) {
    List<LeaderboardPick> best = new ArrayList<>(kept);
    best.sort(BEST_FIRST);
    List<LeaderboardPick> ranked = new ArrayList<>();
    for (int i = 0; i < best.size(); i++) {
      LeaderboardPick b = best.get(i);
      ranked.add(new LeaderboardPick(i + 1, b.address(), b.displayName(), b.accountValue(), b.pnl(), b.roi(),
          b.volume()));
    }
    return List.copyOf(ranked);
  }

  /** A row as a candidate (rank 0 until ranked); throws on what the row lacks. */
  private LeaderboardPick pick(JsonNode row, int index, Set<String> seen) throws RejectedFileException {
    String where = "leaderboardRows[" + index + "]";
    if (row == null || !row.isObject()) {
      throw new RejectedFileException(where + " is not an object");
    }
    String address = VenueJson.text(row, "ethAddress");
    if (address == null || !ADDRESS.matcher(address).matches()) {
      throw new RejectedFileException(where + ": no 0x ethAddress");
    }
    address = address.toLowerCase(Locale.ROOT);
    if (!seen.add(address)) {
      throw new RejectedFileException(where + ": " + address + " appears twice");
    }
    BigDecimal accountValue = VenueJson.requiredDecimal(row, "accountValue");
    JsonNode performance = windowPerformance(row.get("windowPerformances"));
    if (performance == null) {
      throw new RejectedFileException(where + " (" + address + "): no '" + criterion.window() + "' performance");
    }
    return new LeaderboardPick(0, address, VenueJson.text(row, "displayName"), accountValue,
        VenueJson.requiredDecimal(performance, "pnl"), VenueJson.decimal(performance, "roi"),
        VenueJson.decimal(performance, "vlm"));
  }

  /** The {pnl, roi, vlm} object paired with the criterion's window in [[name, {...}], ...]. */
  private JsonNode windowPerformance(JsonNode windows) {
    if (windows == null || !windows.isArray()) {
      return null;
    }
    for (JsonNode pair : windows) {
      if (pair.isArray() && pair.size() == 2 && criterion.window().equals(pair.get(0).asText())
          && pair.get(1).isObject()) {
        return pair.get(1);
      }
    }
    return null;
  }

  /** What a read of the board has counted and kept so far. */
  private static final class Board {
    // the worst of the kept accounts at the head, so each better row replaces it
    final PriorityQueue<LeaderboardPick> kept = new PriorityQueue<>(BEST_FIRST.reversed());
    final Set<String> seen = new HashSet<>();
    int rows;
    int bad;
    String firstBad;
  }
}
