import type { RouterContextProvider } from "react-router";
import { requireActor } from "./route-context.server";

/** The signed-in person's details every dashboard shows. */
export function actorSummary(context: Readonly<RouterContextProvider>) {
  const { name, email, role, permissions } = requireActor(context);
  return { name, email, role, permissions };
}
