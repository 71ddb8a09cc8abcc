package dev.openmarkets.config;

/** A configuration value that cannot work; the message names the setting. */
public class ConfigException extends RuntimeException {
  public ConfigException(String message) {
    super(message);
  }
}
