import type { RouterContextProvider } from "react-router";
import { requireBackOfficeViewer } from "./back-office-viewer.server";

/**
 * The back office's corporate account pages are for people who may view buyer accounts (staff with
 * `users:view`, admins with `users:manage`); only admins decide.
 */
export function requireCorporateViewer(context: Readonly<RouterContextProvider>) {
  return requireBackOfficeViewer(context, "users");
}
