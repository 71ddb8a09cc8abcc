package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Our minisign keys and signatures against the real `minisign` binary, both ways. */
class MirrorMinisignTest {
  @TempDir
  Path dir;

  @Test
  void minisignVerifiesOurSignatureAndRefusesAFlippedByte() throws Exception {
    MinisignTool.require();
    MinisignKey key = MinisignKey.generate();
    Path keyFile = dir.resolve("mirror.key");
    key.write(keyFile);
    Path message = dir.resolve("manifest.json");
    Files.writeString(message, "{\"files\":[]}\n");
    Files.writeString(dir.resolve("manifest.json.minisig"),
        Minisign.sign(key, Files.readAllBytes(message), "openmarkets mirror test"));

    MinisignTool.Result ok = MinisignTool.run("-Vm", message.toString(), "-p", keyFile + ".pub");
    assertEquals(0, ok.exit(), ok.output());
    assertTrue(ok.output().contains("openmarkets mirror test"), ok.output());

    Files.writeString(message, "{\"files\":[1]}\n");
    MinisignTool.Result bad = MinisignTool.run("-Vm", message.toString(), "-p", keyFile + ".pub");
    assertNotEquals(0, bad.exit(), bad.output());
  }

  @Test
  void minisignSignsWithOurSecretKeyAndWeVerifyIt() throws Exception {
    MinisignTool.require();
    MinisignKey key = MinisignKey.generate();
    Path keyFile = dir.resolve("k.key");
    key.write(keyFile);
    Path message = dir.resolve("data.bin");
    Files.write(message, "some bytes".getBytes(StandardCharsets.UTF_8));
    MinisignTool.Result signed = MinisignTool.run("-S", "-s", keyFile.toString(), "-m", message.toString(),
        "-t", "signed by minisign");
    assertEquals(0, signed.exit(), signed.output());

    MinisignPublicKey pub = MinisignPublicKey.read(Path.of(keyFile + ".pub"));
    String sig = Files.readString(Path.of(message + ".minisig"));
    assertEquals("signed by minisign", Minisign.verify(pub, Files.readAllBytes(message), sig));
    Minisign.SignatureException e = assertThrows(Minisign.SignatureException.class,
        () -> Minisign.verify(pub, "other bytes".getBytes(StandardCharsets.UTF_8), sig));
    assertEquals("the signature does not match the file", e.getMessage());
  }

  @Test
  void aKeyRoundTripsAndAnotherKeyIsNamed() throws IOException, Minisign.SignatureException {
    MinisignKey key = MinisignKey.generate();
    Path keyFile = dir.resolve("a.key");
    key.write(keyFile);
    MinisignKey read = MinisignKey.read(keyFile);
    assertEquals(key.publicKeyFile().id(), read.publicKeyFile().id());
    byte[] msg = "m".getBytes(StandardCharsets.UTF_8);
    String sig = Minisign.sign(read, msg, "c");
    assertEquals("c", Minisign.verify(MinisignPublicKey.read(Path.of(keyFile + ".pub")), msg, sig));
    MinisignPublicKey other = MinisignKey.generate().publicKeyFile();
    Minisign.SignatureException e = assertThrows(Minisign.SignatureException.class,
        () -> Minisign.verify(other, msg, sig));
    assertTrue(e.getMessage().startsWith("signed with another key than "), e.getMessage());
  }
}
