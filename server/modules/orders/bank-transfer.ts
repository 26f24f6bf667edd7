import type { Db } from "#db/client";
import { settings } from "#db/schema";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { BankTransferDetails } from "#common/views/orders";

const bankTransferSettingKey = "bank_transfer_details";

const bankDetailsSchema: z.ZodType<BankTransferDetails> = z.object({
  bankName: z.string().min(1),
  accountName: z.string().min(1),
  accountNumber: z.string().min(1),
});

/**
 * The account buyers transfer to (an admin setting); null when none is set, so no account is ever made up.
 */
export async function getBankTransferDetails(db: Db): Promise<BankTransferDetails | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, bankTransferSettingKey));
  const parsed = bankDetailsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}
