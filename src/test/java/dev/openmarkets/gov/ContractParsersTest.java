package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.gov.contracts.ContractAction;
import dev.openmarkets.gov.contracts.ContractActionParser;
import dev.openmarkets.gov.contracts.RecipientIds;
import dev.openmarkets.gov.contracts.RecipientProfile;
import dev.openmarkets.gov.contracts.RecipientProfileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Ingest;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The USAspending parsers over the real samples (award search answer, recipient profile), each
 * figure checked against the file read here independently, and over our own transaction search
 * page written in the documented spending_by_transaction format (no real capture exists).
 */
class ContractParsersTest {

  private static UpstreamFile file(String name, String json) {
    return new UpstreamFile(name, json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void recipientIdIsTheMd5UuidOfTheUei() throws Exception {
    Path p = GovFixtures.file("usaspending/recipient.34228757-4b3c-8dac-90bb-a06834ec884a-C.json");
    JsonObject f = new JsonObject(Files.readString(p));
    assertEquals(f.getString("recipient_id"), RecipientIds.hash(f.getString("uei")) + "-C");
    assertEquals("34228757-4b3c-8dac-90bb-a06834ec884a", RecipientIds.hash("kmltrr8y96l9"));
  }

  @Test
  void everyRealUsaspendingAnswerParsesToItsOwnFigures() throws Exception {
    Path dir = GovFixtures.file("usaspending/spending_by_award.response.json").getParent();
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(x -> !x.getFileName().toString().contains(".request.")).sorted().toList();
    }
    assertEquals(2, files.size());
    for (Path p : files) {
      String name = p.getFileName().toString();
      JsonObject f = new JsonObject(Files.readString(p));
      UpstreamFile uf = new UpstreamFile(name, Files.readAllBytes(p));
      if (name.startsWith("recipient.")) {
        RecipientProfile r = new RecipientProfileParser().parse(uf).get(0);
        assertEquals(f.getString("uei"), r.uei());
        assertEquals(f.getString("name"), r.name());
        assertEquals(f.getString("parent_uei"), r.parentUei());
        assertEquals(f.getString("parent_name"), r.parentName());
        assertEquals(f.getString("recipient_id"), r.recipientId());
      } else {
        List<ContractAction> rows = new ContractActionParser().parse(uf);
        assertEquals(f.getJsonArray("results").size(), rows.size());
        JsonObject res = f.getJsonArray("results").getJsonObject(0);
        ContractAction a = rows.get(0);
        assertTrue(a.awardLevel());
        assertEquals(res.getString("Award ID"), a.awardId());
        assertEquals(LocalDate.parse(res.getString("Start Date")), a.actionDate());
        // the JSON number 237518.75 keeps its digits
        assertEquals("237518.75", a.amountUsd().toPlainString());
        assertEquals(res.getString("Recipient Name"), a.recipientName());
        assertEquals(res.getString("Awarding Agency"), a.awardingAgency());
        assertEquals(res.getString("Awarding Sub Agency"), a.awardingSubAgency());
        assertEquals(res.getString("Contract Award Type"), a.awardType());
        assertEquals(res.getString("Description"), a.description());
        assertEquals(res.getString("generated_internal_id"), a.generatedId());
        assertNull(a.mod());
        assertNull(a.naicsCode());
      }
    }
  }

  @Test
  void transactionPagesKeepDigitsAndReadNaicsEitherWay() throws Exception {
    List<ContractAction> rows = new ContractActionParser().parse(file("transactions.json", Ingest.sample("gov/transactions.json")));
    assertEquals(7, rows.size());
    ContractAction nasa = rows.get(1);
    assertFalse(nasa.awardLevel());
    assertEquals("2250000.50", nasa.amountUsd().toPlainString());
    assertEquals("P00003", nasa.mod());
    assertEquals("P00003", nasa.modKey());
    assertEquals("541715", nasa.naicsCode());
    assertEquals("-450000.00", rows.get(3).amountUsd().toPlainString());
    String variants = "{\"results\":[{\"Action Date\":\"2026-11-01\",\"Award ID\":\"A1\",\"Transaction Amount\":12.5,"
        + "\"Recipient Name\":\"X\",\"NAICS\":{\"code\":\"541512\",\"description\":\"COMPUTER SYSTEMS DESIGN\"},"
        + "\"Action Type\":{\"code\":\"C\",\"description\":\"FUNDING ONLY ACTION\"},\"Mod\":null},"
        + "{\"Action Date\":\"2026-11-01\",\"Award ID\":\"A2\",\"Transaction Amount\":\"7\",\"Recipient Name\":\"Y\","
        + "\"NAICS\":\"336411 - AIRCRAFT MANUFACTURING\",\"Transaction Description\":\"" + "d".repeat(1500) + "\"}]}";
    List<ContractAction> v = new ContractActionParser().parse(file("v.json", variants));
    assertEquals("541512", v.get(0).naicsCode());
    assertEquals("FUNDING ONLY ACTION", v.get(0).actionType());
    assertEquals("12.5", v.get(0).amountUsd().toPlainString());
    assertNull(v.get(0).mod());
    assertEquals("", v.get(0).modKey());
    assertEquals("AWARD_A1", v.get(0).generatedId());
    assertEquals("336411", v.get(1).naicsCode());
    assertEquals(1000, v.get(1).description().length());
  }

  @Test
  void malformedAnswersAreRejectedWhole() {
    ContractActionParser p = new ContractActionParser();
    assertThrows(RejectedFileException.class, () -> p.parse(file("x.json", "{\"results\":")));
    assertThrows(RejectedFileException.class, () -> p.parse(file("x.json", "{\"messages\":[]}")));
    assertThrows(RejectedFileException.class, () -> p.parse(file("x.json",
        "{\"results\":[{\"Action Date\":\"2026-11-01\",\"Award ID\":\"A1\",\"Recipient Name\":\"X\"}]}")));
    assertThrows(RejectedFileException.class, () -> p.parse(file("x.json",
        "{\"results\":[{\"Action Date\":\"11/01/2026\",\"Award ID\":\"A1\",\"Transaction Amount\":1,\"Recipient Name\":\"X\"}]}")));
    assertThrows(RejectedFileException.class, () -> new RecipientProfileParser().parse(file("r.json",
        "{\"recipient_id\":\"x-C\",\"name\":\"NO UEI LLC\"}")));
  }
}
