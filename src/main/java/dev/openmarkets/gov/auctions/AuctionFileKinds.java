package dev.openmarkets.gov.auctions;

import dev.openmarkets.gov.upstream.FileDates;
import dev.openmarkets.ingest.FileKind;

/** The upstream file kind of treasury-auctions: TreasuryDirect's and Fiscal Data's auction lists (JSON). */
public final class AuctionFileKinds {
  public static final FileKind<AuctionRow> TREASURY_AUCTIONS = FileKind.forDataset("treasury-auctions")
      .source("treasurydirect")
      .writer(new AuctionWriter())
      .parser(name -> new TreasuryAuctionParser())
      .fileDate(FileDates::inName)
      .build();

  private AuctionFileKinds() {
  }
}
