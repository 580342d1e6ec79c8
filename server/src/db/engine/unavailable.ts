// Errors that mean "the database cannot be reached right now", not "this request is wrong": they answer
// 503 with Retry-After (docs/design.md) and the process serves again once the database is back.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections, query cancelled
// (the statement timeout); SQLite: another writer holds the database past the busy timeout.
const DATABASE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', 'SQLITE_BUSY', 'SQLITE_LOCKED']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  // node-postgres's own connect timeout (connectionTimeoutMillis) on a network that answers nothing.
  /^timeout expired$/i,
  /query read timeout/i,
  /connection.*(closed|ended)/i,
  /client has encountered a connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  if (NETWORK_CODES.has(code) || DATABASE_CODES.has(code) || code.startsWith('08')) return true;
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
