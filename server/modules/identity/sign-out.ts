import type { Db } from "#db/client";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "./actor";
import type { Auth } from "./auth";
import type { ClientInfo } from "./client-info";

/** Ends the session in the database and returns the cookies that clear it in the browser. */
export async function signOut(
  db: Db,
  { auth, headers, actor, client }: { auth: Auth; headers: Headers; actor: Actor | null; client: ClientInfo },
) {
  const result = await auth.api.signOut({ headers, returnHeaders: true });
  if (actor) {
    await recordAudit(db, {
      action: "auth.sign_out",
      resource: "session",
      userId: actor.userId,
      ipAddress: client.ip,
    });
  }
  return { setCookies: result.headers.getSetCookie() };
}
