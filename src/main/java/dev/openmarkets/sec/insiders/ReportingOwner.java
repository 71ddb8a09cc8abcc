package dev.openmarkets.sec.insiders;

import java.util.ArrayList;
import java.util.List;

/** One reportingOwner of a Form 4: who they are and their relationship to the issuer. */
public record ReportingOwner(String cik, String name, boolean isDirector, boolean isOfficer,
    String officerTitle, boolean isTenPercentOwner, boolean isOther, String otherText) {

  /**
   * The role shown as insiderTitle: an officer's own title (officers sign as "CFO" whatever else
   * they are); otherwise the flags joined in the form's order, "Director, 10% Owner"; an "other"
   * relationship shows its free text when given. Null when no relationship is ticked.
   */
  public String insiderTitle() {
    if (isOfficer) {
      return officerTitle != null ? officerTitle : "Officer";
    }
    List<String> roles = new ArrayList<>();
    if (isDirector) {
      roles.add("Director");
    }
    if (isTenPercentOwner) {
      roles.add("10% Owner");
    }
    if (isOther) {
      roles.add(otherText != null ? otherText : "Other");
    }
    return roles.isEmpty() ? null : String.join(", ", roles);
  }
}
