package dev.openmarkets.tools;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The quality labels a client may ask for, each mapped to a fixed yt-dlp format selector (client
 * text never reaches the command line). A height label takes the best format up to that height.
 */
final class QualityLabel {
  static final List<Integer> HEIGHTS = List.of(144, 240, 360, 480, 720, 1080, 1440, 2160, 4320);
  static final String ALLOWED = "best, worst, audio, video, or a height: "
      + String.join(", ", HEIGHTS.stream().map(h -> h + "p").toList());

  private QualityLabel() {
  }

  /** The yt-dlp -f selector for a label, or empty when the label is not one we know. */
  static Optional<String> selector(String label) {
    String l = label.strip().toLowerCase(Locale.ROOT);
    switch (l) {
      case "best":
        return Optional.of("b/bv*+ba");
      case "worst":
        return Optional.of("w/wv*+wa");
      case "audio":
        return Optional.of("ba/b");
      case "video":
        return Optional.of("bv/b");
      default:
        break;
    }
    if (l.matches("[0-9]{3,4}p")) {
      int h = Integer.parseInt(l.substring(0, l.length() - 1));
      if (HEIGHTS.contains(h)) {
        return Optional.of("b[height<=" + h + "]/bv*[height<=" + h + "]+ba");
      }
    }
    return Optional.empty();
  }
}
