import { closedRfqStatuses, type RfqStatus } from "#common/rfq";
import { rfqs } from "#db/schema";
import { and, eq, gt, lte, notInArray, or, type SQL } from "drizzle-orm";

/**
 * RFQs that read as `status` at `now` (`effectiveRfqStatus` in SQL), for the buyer's, the vendor's and
 * the back office's lists: an open RFQ past `expires_at` counts as expired even before the sweep has
 * written it, and no longer under its stored status, so a filter agrees with the status shown.
 */
export function rfqsReadingAs(status: RfqStatus, now: Date): SQL | undefined {
  if (status === "expired")
    return or(
      eq(rfqs.status, "expired"),
      and(notInArray(rfqs.status, [...closedRfqStatuses]), lte(rfqs.expiresAt, now)),
    );
  if (closedRfqStatuses.includes(status)) return eq(rfqs.status, status);
  return and(eq(rfqs.status, status), gt(rfqs.expiresAt, now));
}
