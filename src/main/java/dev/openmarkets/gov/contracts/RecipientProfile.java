package dev.openmarkets.gov.contracts;

/** A USAspending recipient profile: the recipient's UEI and the parent it reports under. */
public record RecipientProfile(String uei, String recipientId, String name, String parentUei, String parentName) {
}
