package dev.openmarkets.macro.bis;

import java.util.Locale;
import java.util.Map;

/**
 * Full names of the economies in the BIS policy rate dataset, by ISO 3166 alpha-2 code (XM is the
 * euro area, as the BIS writes it). A code not listed keeps its upper-case code as its name.
 */
public final class Economies {
  private static final Map<String, String> NAMES = Map.ofEntries(
      Map.entry("AR", "Argentina"), Map.entry("AU", "Australia"), Map.entry("BR", "Brazil"),
      Map.entry("CA", "Canada"), Map.entry("CH", "Switzerland"), Map.entry("CL", "Chile"),
      Map.entry("CN", "China"), Map.entry("CO", "Colombia"), Map.entry("CZ", "Czechia"),
      Map.entry("DK", "Denmark"), Map.entry("GB", "United Kingdom"), Map.entry("HK", "Hong Kong SAR"),
      Map.entry("HR", "Croatia"), Map.entry("HU", "Hungary"), Map.entry("ID", "Indonesia"),
      Map.entry("IL", "Israel"), Map.entry("IN", "India"), Map.entry("IS", "Iceland"),
      Map.entry("JP", "Japan"), Map.entry("KR", "Korea"), Map.entry("KW", "Kuwait"),
      Map.entry("MA", "Morocco"), Map.entry("MK", "North Macedonia"), Map.entry("MX", "Mexico"),
      Map.entry("MY", "Malaysia"), Map.entry("NO", "Norway"), Map.entry("NZ", "New Zealand"),
      Map.entry("PE", "Peru"), Map.entry("PH", "Philippines"), Map.entry("PL", "Poland"),
      Map.entry("RO", "Romania"), Map.entry("RS", "Serbia"), Map.entry("RU", "Russia"),
      Map.entry("SA", "Saudi Arabia"), Map.entry("SE", "Sweden"), Map.entry("TH", "Thailand"),
      Map.entry("TR", "Türkiye"), Map.entry("US", "United States"), Map.entry("XM", "Euro area"),
      Map.entry("ZA", "South Africa"), Map.entry("BG", "Bulgaria"), Map.entry("AE", "United Arab Emirates"),
      Map.entry("BH", "Bahrain"), Map.entry("SG", "Singapore"), Map.entry("TW", "Chinese Taipei"),
      Map.entry("DE", "Germany"), Map.entry("FR", "France"), Map.entry("IT", "Italy"), Map.entry("ES", "Spain"),
      Map.entry("NL", "Netherlands"), Map.entry("BE", "Belgium"), Map.entry("AT", "Austria"),
      Map.entry("FI", "Finland"), Map.entry("PT", "Portugal"), Map.entry("IE", "Ireland"),
      Map.entry("GR", "Greece"), Map.entry("SK", "Slovakia"), Map.entry("SI", "Slovenia"),
      Map.entry("EE", "Estonia"), Map.entry("LV", "Latvia"), Map.entry("LT", "Lithuania"),
      Map.entry("CY", "Cyprus"), Map.entry("MT", "Malta"), Map.entry("LU", "Luxembourg"),
      Map.entry("UA", "Ukraine"), Map.entry("VN", "Vietnam"), Map.entry("EG", "Egypt"),
      Map.entry("NG", "Nigeria"), Map.entry("KE", "Kenya"), Map.entry("PK", "Pakistan"));

  private Economies() {
  }

  public static String name(String code) {
    String c = code.toUpperCase(Locale.ROOT);
    return NAMES.getOrDefault(c, c);
  }
}
