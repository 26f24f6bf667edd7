import type { RfqCategoryChoice, RfqFormPage, RfqFormProduct } from "#common/views/rfq-submit";
import type { Db } from "#db/client";
import { categories } from "#db/schema";
import { asc } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { marketplaceToday } from "./rfq-input";
import { rfqProduct } from "./rfq-recipients";
import { maySendRfqs, rfqSenderAccount } from "./submit-rfq";

/** Every category, parents before their children, each labelled with its path from the top. */
async function categoryChoices(db: Db): Promise<RfqCategoryChoice[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  const choices: RfqCategoryChoice[] = [];
  const visit = (parentId: string | null, prefix: string, seen: Set<string>) => {
    for (const row of rows.filter((category) => category.parentId === parentId && !seen.has(category.id))) {
      seen.add(row.id);
      const label = prefix ? `${prefix} › ${row.name}` : row.name;
      choices.push({ id: row.id, label });
      visit(row.id, label, seen);
    }
  };
  visit(null, "", new Set());
  return choices;
}

/**
 * The /rfq page for the signed-in buyer: the gate when their corporate account may not send RFQs,
 * else the form, about the listed product named (`productId`) or, without one, open for a category.
 */
export async function rfqFormPage(
  db: Db,
  { actor, productId, now = new Date() }: { actor: Actor; productId: string | null; now?: Date },
): Promise<RfqFormPage> {
  const account = await rfqSenderAccount(db, { userId: actor.userId });
  if (!account || !maySendRfqs(account)) return { kind: "gate", accountStatus: account?.status ?? null };
  const listed = productId ? await rfqProduct(db, { productId }) : null;
  const product: RfqFormProduct | null = listed && {
    id: listed.id,
    name: listed.name,
    vendorName: listed.vendorName,
    moq: listed.moq,
    currency: listed.currency,
  };
  return {
    kind: "form",
    shippingAddress: account.address,
    product,
    productMissing: !!productId && !product,
    categories: product ? [] : await categoryChoices(db),
    today: marketplaceToday(now),
  };
}
