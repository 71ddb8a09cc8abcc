package dev.openmarkets.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The checks on a submitted address before any lookup, the allow-list, and the quality labels. */
class TargetUrlTest {
  private static final Set<String> YT = Set.of("youtube.com", "www.youtube.com", "youtu.be");
  private static final AllowList NONE = new AllowList(Set.of());

  private static String refusal(String url) {
    return assertThrows(Refusal.class, () -> TargetUrl.parse(url, YT, NONE)).getMessage();
  }

  @Test
  void acceptsPlatformHostsAndRebuildsTheAddress() {
    TargetUrl t = TargetUrl.parse("https://WWW.YouTube.com./watch?v=abc#t=1", YT, NONE);
    assertEquals("www.youtube.com", t.host());
    assertEquals(443, t.port());
    assertEquals("https://www.youtube.com/watch?v=abc", t.normalized());
    assertEquals("http://youtu.be:80/x", TargetUrl.parse("http://youtu.be:80/x", YT, NONE).normalized());
  }

  @Test
  void refusesOtherSchemesHostsUserInfoAndPorts() {
    assertTrue(refusal("ftp://youtube.com/x").contains("http://"));
    assertTrue(refusal("file:///etc/passwd").contains("http://"));
    assertTrue(refusal("youtube.com/watch").contains("http://"));
    assertTrue(refusal("https://evil.example/watch").contains("not one of this platform's hosts"));
    assertTrue(refusal("https://youtube.com.evil.example/").contains("not one of this platform's hosts"));
    assertTrue(refusal("https://youtube.com@evil.example/").contains("user name"));
    assertTrue(refusal("https://youtube.com:8080/").contains("port"));
    assertTrue(refusal("http://127.0.0.1/").contains("not one of this platform's hosts"));
    assertTrue(refusal("http://[::1]/").contains("not one of this platform's hosts"));
    assertTrue(refusal("https://you tube.com/").contains("not a valid address"));
  }

  @Test
  void allowListBypassesTheHostRuleByNameOrByAnySpellingOfALiteral() {
    AllowList allow = new AllowList(Set.of("127.0.0.1", "media.lab"));
    assertTrue(TargetUrl.parse("http://127.0.0.1:9000/clip.mp4", YT, allow).allowListed());
    assertTrue(TargetUrl.parse("http://0x7f000001:9000/clip.mp4", YT, allow).allowListed());
    assertTrue(TargetUrl.parse("http://media.lab:9000/clip.mp4", YT, allow).allowListed());
    assertThrows(Refusal.class, () -> TargetUrl.parse("http://localhost:9000/clip.mp4", YT, allow));
  }

  @Test
  void qualityLabelsMapToFixedSelectors() {
    assertEquals(Optional.of("b/bv*+ba"), QualityLabel.selector("best"));
    assertEquals(Optional.of("w/wv*+wa"), QualityLabel.selector("WORST"));
    assertEquals(Optional.of("ba/b"), QualityLabel.selector("audio"));
    assertEquals(Optional.of("b[height<=720]/bv*[height<=720]+ba"), QualityLabel.selector("720p"));
    assertEquals(Optional.empty(), QualityLabel.selector("721p"));
    assertEquals(Optional.empty(), QualityLabel.selector("best --exec rm"));
    assertEquals(Optional.empty(), QualityLabel.selector("bv*+ba"));
  }
}
