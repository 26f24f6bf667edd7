import { APIError } from "better-auth/api";

/** Better Auth reports refusals as APIError with a machine code in its body. */
export function betterAuthErrorCode(error: unknown): string | null {
  if (!(error instanceof APIError)) return null;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : String(error.status);
}
