/**
 * Whether a database error (or one it wraps, as drizzle does) broke the named unique constraint: the
 * key that backs a check made earlier in the transaction when two writes race past it together.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === "23505" && candidate.constraint === constraint) return true;
    current = candidate.cause;
  }
  return false;
}
