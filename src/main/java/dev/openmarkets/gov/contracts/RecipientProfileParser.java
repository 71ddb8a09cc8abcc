package dev.openmarkets.gov.contracts;

import static dev.openmarkets.gov.upstream.GovJson.text;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.gov.upstream.GovJson;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.util.List;
import java.util.Locale;

/**
 * Reads one USAspending recipient profile (/api/v2/recipient/{id}/): the recipient's UEI and name
 * and its parent's UEI and name (a company that is its own parent names itself). A profile
 * without a UEI cannot be linked to contract actions and is rejected.
 */
public final class RecipientProfileParser implements FileParser<RecipientProfile> {

  @Override
  public List<RecipientProfile> parse(UpstreamFile file) throws RejectedFileException {
    JsonNode r = GovJson.read(file);
    if (!r.isObject() || !r.has("recipient_id")) {
      throw new RejectedFileException("not a USAspending recipient profile: no recipient_id");
    }
    String uei = text(r, "uei");
    if (uei == null) {
      throw new RejectedFileException("recipient profile without a UEI");
    }
    String parentUei = text(r, "parent_uei");
    return List.of(new RecipientProfile(uei.toUpperCase(Locale.ROOT), text(r, "recipient_id"), text(r, "name"),
        parentUei == null ? null : parentUei.toUpperCase(Locale.ROOT), text(r, "parent_name")));
  }
}
