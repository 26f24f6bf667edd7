import type { RouterContextProvider } from "react-router";
import { requireBackOfficeViewer } from "./back-office-viewer.server";

/** The back office's vendor pages: staff and admins may look, only admins decide. */
export function requireVendorsViewer(context: Readonly<RouterContextProvider>) {
  return requireBackOfficeViewer(context, "vendors");
}
