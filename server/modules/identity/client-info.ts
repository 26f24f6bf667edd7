/** Who is knocking: the connection's address (trusted proxy header only when configured) and user agent. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}
