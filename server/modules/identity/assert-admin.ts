import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import type { Actor } from "./actor";

/**
 * Back-office changes are for admins only; staff may look but not decide. Commands call this inside
 * their own code, so a page or API that forgets its own check still cannot let anyone else through.
 */
export function assertAdmin(actor: Actor | null): asserts actor is Actor {
  if (actor?.role !== "admin") throw new AppError("FORBIDDEN", { message: messages.access.adminRequired });
}
