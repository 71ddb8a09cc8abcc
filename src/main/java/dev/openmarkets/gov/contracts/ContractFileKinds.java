package dev.openmarkets.gov.contracts;

import dev.openmarkets.gov.upstream.FileDates;
import dev.openmarkets.ingest.FileKind;

/**
 * The upstream file kinds of the contract datasets: USAspending's transaction pages
 * (federal-contracts) and its recipient profiles, which resolve a recipient to its listed parent
 * (federal-contract-matches).
 */
public final class ContractFileKinds {
  public static final FileKind<ContractAction> CONTRACT_ACTIONS = FileKind.forDataset("federal-contracts")
      .source("usaspending")
      .writer(ContractWriters.ACTIONS)
      .parser(name -> new ContractActionParser())
      .fileDate(FileDates::inName)
      .build();
  public static final FileKind<RecipientProfile> RECIPIENT_PROFILES = FileKind.forDataset("federal-contract-matches")
      .source("usaspending-recipients")
      .writer(ContractWriters.RECIPIENTS)
      .parser(name -> new RecipientProfileParser())
      .build();

  private ContractFileKinds() {
  }
}
