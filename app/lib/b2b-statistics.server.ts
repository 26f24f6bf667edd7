import type { B2bScope } from "#common/views/rfq-back-office";
import { isAppError } from "#server/lib/errors";
import { b2bStatistics } from "#server/modules/rfqs/rfq-statistics.queries";
import { data, type RouterContextProvider } from "react-router";
import { ctx } from "./route-context.server";

/**
 * The B2B statistics of a scope for one of the three statistics pages; someone the server refuses
 * ("Access denied") gets that message as a 403 page.
 */
export async function b2bStatisticsPage(context: Readonly<RouterContextProvider>, scope: B2bScope) {
  const { db, actor } = ctx(context);
  try {
    return await b2bStatistics(db, { actor, scope });
  } catch (error) {
    if (isAppError(error) && (error.code === "FORBIDDEN" || error.code === "UNAUTHENTICATED"))
      throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}
