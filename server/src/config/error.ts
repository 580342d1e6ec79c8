/** A configuration that cannot start the shop; its message is the one line printed at start. */
export class ConfigError extends Error {}
