/**
 * Whether an error means the database connection was lost or could not be had (the server ended
 * it, restarted, refused or never answered), rather than the statement being wrong. Such a failure
 * says nothing about the request: the pool opens a new connection for the next query. Drizzle wraps
 * driver errors, so the whole cause chain is read.
 */
export function isConnectionLost(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && (lostConnectionCodes.has(code) || code.startsWith("08"))) return true;
    if (
      lostConnectionMessages.some((message) => current instanceof Error && current.message.includes(message))
    )
      return true;
  }
  return false;
}

/**
 * PostgreSQL's admin_shutdown, crash_shutdown, cannot_connect_now and too_many_connections (class
 * 08, connection_exception, is matched whole), and the socket failures Node reports.
 */
const lostConnectionCodes = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** node-postgres reports these without a code. */
const lostConnectionMessages = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
];
