import { z } from "zod";
import { maxRfqTextLength, rfqStatuses } from "../rfq";
import { messages } from "../messages";

const m = messages.rfqBackOffice;

/** An admin's status change: any status, and a note for the buyer (optional; blank means none). */
export const adminRfqStatusSchema = z.object({
  status: z.enum(rfqStatuses, { error: m.statusRequired }),
  note: z
    .string()
    .trim()
    .max(maxRfqTextLength, m.noteTooLong(maxRfqTextLength))
    .optional()
    .transform((value) => value || null),
});
