package dev.openmarkets.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The options of `mirror` and `seed`: the signing key (--key), the output (--out), the datasets
 * (--dataset, repeatable), the trusted public key (--public-key) and, for seed, the mirror to read
 * (--from URL_OR_DIR).
 */
public record MirrorOptions(String key, String out, List<String> datasets, String publicKey, String source) {
  private static final Map<String, List<String>> OWNERS = Map.of(
      "--key", List.of("mirror"),
      "--out", List.of("mirror"),
      "--dataset", List.of("mirror", "seed"),
      "--public-key", List.of("seed"));

  static String help(String command) {
    return command.equals("seed") ? """
        usage: java -jar openmarkets.jar seed --from URL_OR_DIR --public-key FILE [--dataset NAME]... [options]
          Fills this node's database from a mirror (a directory or an https://host/mirror/ URL): checks the
          manifest's minisign signature with the public key you trust and every file's sha256 before
          writing anything, then loads each file in one transaction, recording it, so a second run
          changes nothing and an interrupted run resumes. Refuses, writing nothing, on a wrong key, a
          broken signature, a changed byte, a missing file or a schema this build's tables do not have.
        options:
          --from URL_OR_DIR   the mirror: a directory holding manifest.json, or its base URL
          --public-key FILE   the mirror's minisign public key, obtained from a source you trust
          --dataset NAME      seed only the tables of this dataset (repeatable; default all)
        """ : """
        usage: java -jar openmarkets.jar mirror keygen --out FILE
               java -jar openmarkets.jar mirror publish --key FILE [--out DIR] [--dataset NAME]... [options]
          keygen writes a new Ed25519 secret key to FILE (minisign's format, not password-protected:
          keep the file private) and its public key to FILE.pub.
          publish writes every dataset's table as zstd Parquet files partitioned by time into DIR
          (default mirror.dir, <data-dir>/mirror), a manifest.json listing them with sha256 and
          schema, its minisign signature manifest.json.minisig and the public key openmarkets.pub.
          Only partitions whose rows changed get new files; a published file never changes.
        options:
          --key FILE          the secret key (publish)
          --out FILE|DIR      the key file to write (keygen), the mirror directory (publish)
          --dataset NAME      publish only the tables of this dataset (repeatable; default all)
        """;
  }

  /** Collects the options while the command line is read. */
  static final class Builder {
    private final Map<String, List<String>> values = new LinkedHashMap<>();

    boolean accepts(String option) {
      return OWNERS.containsKey(option);
    }

    void put(String option, String value) {
      values.computeIfAbsent(option, k -> new ArrayList<>()).add(value);
    }

    /** Refuses an option given to a command it does not belong to. */
    void check(String command) {
      for (String option : values.keySet()) {
        if (!OWNERS.get(option).contains(command)) {
          throw new CommandLine.UsageException(option + " belongs to " + String.join(" and ", OWNERS.get(option)));
        }
      }
    }

    MirrorOptions build(String source) {
      return new MirrorOptions(last("--key"), last("--out"), List.copyOf(values.getOrDefault("--dataset", List.of())),
          last("--public-key"), source);
    }

    private String last(String option) {
      List<String> v = values.get(option);
      return v == null ? null : v.get(v.size() - 1);
    }
  }
}
