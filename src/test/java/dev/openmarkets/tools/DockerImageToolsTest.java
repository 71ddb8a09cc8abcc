package dev.openmarkets.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.ConfigLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Docker image runs the tools: it installs ffmpeg and a pinned yt-dlp, and links yt-dlp where
 * the service looks for it (tools.ytDlpPath "yt-dlp", searched on PATH) and where yt-dlp's own
 * process finds its programs. Docker is not run here; this reads the Dockerfile as built.
 */
class DockerImageToolsTest {
  private static final String DOCKERFILE = readDockerfile();

  private static String readDockerfile() {
    try {
      return Files.readString(Path.of("Dockerfile"));
    } catch (java.io.IOException e) {
      throw new IllegalStateException("the tests run from the project directory, beside the Dockerfile", e);
    }
  }

  /** The runtime stage: from the last FROM on. */
  private static String runtimeStage() {
    return DOCKERFILE.substring(DOCKERFILE.lastIndexOf("\nFROM "));
  }

  @Test
  void yt_dlpIsLinkedIntoADirectoryOnTheServicesAndTheChildsPath() {
    Matcher link = Pattern.compile("ln -s (\\S+) (\\S+)/yt-dlp\\b").matcher(runtimeStage());
    assertTrue(link.find(), "the image links yt-dlp into a bin directory");
    String dir = link.group(2);
    List<String> childPath = Arrays.asList(YtDlp.CHILD_PATH.split(":"));
    assertTrue(childPath.contains(dir), dir + " is on the PATH yt-dlp's process gets: " + YtDlp.CHILD_PATH);
    // the JRE image's PATH (eclipse-temurin: /opt/java/openjdk/bin:/usr/local/sbin:/usr/local/bin:...) has it too
    assertEquals("/usr/local/bin", dir);
    assertTrue(runtimeStage().contains("python3 -m venv " + link.group(1).replace("/bin/yt-dlp", "")),
        "the link points into the virtualenv the image makes: " + link.group(1));
    assertEquals("yt-dlp", ConfigLoader.defaults().getJsonObject("tools").getString("ytDlpPath"),
        "the service looks yt-dlp up by name on its PATH");
  }

  @Test
  void theImageInstallsFfmpegAndAPinnedYtDlp() {
    String stage = runtimeStage();
    Matcher version = Pattern.compile("ARG YT_DLP_VERSION=(\\d{4}\\.\\d{2}\\.\\d{2})\\n").matcher(stage);
    assertTrue(version.find(), "the yt-dlp version is a build argument with a release as default");
    assertTrue(stage.contains("\"yt-dlp[default]==${YT_DLP_VERSION}\""), "pip installs exactly that version");
    assertTrue(Pattern.compile("apt-get install -y --no-install-recommends [^\\n]*\\bffmpeg\\b").matcher(stage).find(),
        "ffmpeg from the distribution");
    assertTrue(stage.contains("yt-dlp --version"), "the build fails when yt-dlp does not run");
  }
}
