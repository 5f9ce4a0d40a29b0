/** A bad configuration value; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
