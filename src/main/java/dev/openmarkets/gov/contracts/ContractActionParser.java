package dev.openmarkets.gov.contracts;

import static dev.openmarkets.gov.upstream.GovJson.date;
import static dev.openmarkets.gov.upstream.GovJson.decimal;
import static dev.openmarkets.gov.upstream.GovJson.text;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.gov.upstream.GovJson;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a page of USAspending's spending_by_transaction answer ({results:[...], page_metadata})
 * whose keys are the display names asked for ("Action Date", "Transaction Amount", "Mod", ...),
 * or of spending_by_award (award-level rows: "Start Date" and "Award Amount", no modification).
 * Amounts come as JSON numbers or strings and keep their digits; NAICS comes as a code or as an
 * object with a code; descriptions are cut to 1,000 characters. A result without an action date,
 * award id, amount or recipient rejects the page.
 */
public final class ContractActionParser implements FileParser<ContractAction> {
  static final int MAX_DESCRIPTION = 1000;

  @Override
  public List<ContractAction> parse(UpstreamFile file) throws RejectedFileException {
    JsonNode root = GovJson.read(file);
    JsonNode results = root.path("results");
    if (!results.isArray()) {
      throw new RejectedFileException("not a USAspending search answer: no results array");
    }
    List<ContractAction> rows = new ArrayList<>(results.size());
    for (int i = 0; i < results.size(); i++) {
      JsonNode r = results.get(i);
      String where = "results[" + i + "]";
      boolean award = !r.has("Action Date") && (r.has("Start Date") || r.has("Award Amount"));
      LocalDate actionDate = date(r, award ? "Start Date" : "Action Date", where);
      String awardId = text(r, "Award ID");
      BigDecimal amount = decimal(r, award ? "Award Amount" : "Transaction Amount", where);
      String recipient = text(r, "Recipient Name");
      if (actionDate == null || awardId == null || amount == null || recipient == null) {
        throw new RejectedFileException(where + (award ? ": needs Start Date, Award ID, Award Amount and Recipient Name"
            : ": needs Action Date, Award ID, Transaction Amount and Recipient Name"));
      }
      String generated = text(r, "generated_internal_id");
      String mod = award ? null : text(r, "Mod");
      String awardType = award && text(r, "Contract Award Type") != null ? text(r, "Contract Award Type")
          : text(r, "Award Type");
      String description = award ? text(r, "Description") : text(r, "Transaction Description");
      rows.add(new ContractAction(generated != null ? generated : "AWARD_" + awardId, mod == null ? "" : mod,
          actionDate, awardId, mod, label(r.get("Action Type")), amount, recipient, upper(text(r, "Recipient UEI")),
          text(r, "Awarding Agency"), text(r, "Awarding Sub Agency"), awardType, naics(r.get("NAICS")),
          clip(description), award));
    }
    return rows;
  }

  /** "541512", {"code":"541512","description":...} or "541512 - COMPUTER SYSTEMS DESIGN": the code. */
  static String naics(JsonNode v) {
    if (v == null || v.isNull()) {
      return null;
    }
    String s = v.isObject() ? text(v, "code") : v.asText().trim();
    if (s == null || s.isEmpty()) {
      return null;
    }
    int end = 0;
    while (end < s.length() && Character.isDigit(s.charAt(end))) {
      end++;
    }
    return end > 0 ? s.substring(0, end) : s;
  }

  /** An action type given as text or as {code, description}: the description, else the code. */
  static String label(JsonNode v) {
    if (v == null || v.isNull()) {
      return null;
    }
    if (v.isObject()) {
      String d = text(v, "description");
      return d != null ? d : text(v, "code");
    }
    String s = v.asText().trim();
    return s.isEmpty() ? null : s;
  }

  private static String upper(String s) {
    return s == null ? null : s.toUpperCase(java.util.Locale.ROOT);
  }

  static String clip(String s) {
    return s == null || s.length() <= MAX_DESCRIPTION ? s : s.substring(0, MAX_DESCRIPTION);
  }
}
