import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { fieldErrorsOf } from "#common/schemas/auth";
import { amountField, checkboxField, shippingField, unitsField } from "#common/schemas/platform-settings";
import type { Db } from "#db/client";
import { shippingMethods } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import type { ClientInfo } from "../identity/client-info";

const m = adminSettingsTexts.en;

/** The method every cart falls back to (see `shippingMethodFor`): it can never be switched off. */
export const fallbackShippingMethod = "standard";

function methodsSchema(codes: readonly string[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const code of codes) {
    shape[shippingField("price", code)] = amountField;
    shape[shippingField("deliveryTime", code)] = z
      .string({ error: m.deliveryTimeInvalid })
      .trim()
      .min(1, m.deliveryTimeInvalid)
      .max(60, m.deliveryTimeInvalid);
    shape[shippingField("minUnits", code)] = unitsField(1_000_000);
    shape[shippingField("active", code)] =
      code === fallbackShippingMethod
        ? checkboxField.refine((active) => active, m.standardStaysOffered)
        : checkboxField;
  }
  return z.object(shape);
}

/**
 * An admin sets the shipping methods' prices (naira typed, kobo stored), delivery times, the units a
 * cart needs for each, and which are offered; standard always stays offered. Every field is checked
 * before anything is written; then, in one transaction over the locked rows, each method that changed
 * is written and audited as `shipping_method.update` with its old and new values. Carts and checkout
 * read the methods from the same rows, so the next cart priced uses the new rates.
 */
export async function updateShippingMethods(
  db: Db,
  { actor, input, client }: { actor: Actor | null; input: unknown; client?: ClientInfo },
): Promise<{ changed: string[] }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const methods = await tx
      .select({
        code: shippingMethods.code,
        price: shippingMethods.price,
        deliveryTime: shippingMethods.deliveryTime,
        minUnits: shippingMethods.minUnits,
        isActive: shippingMethods.isActive,
      })
      .from(shippingMethods)
      .orderBy(asc(shippingMethods.sortOrder))
      .for("update");
    const parsed = methodsSchema(methods.map((method) => method.code)).safeParse(input);
    if (!parsed.success) throw new AppError("VALIDATION", { fieldErrors: fieldErrorsOf(parsed.error) });
    const values = parsed.data as Record<string, string | number | boolean>;
    const changed: string[] = [];
    for (const { code, ...before } of methods) {
      const after = {
        price: values[shippingField("price", code)] as number,
        deliveryTime: values[shippingField("deliveryTime", code)] as string,
        minUnits: values[shippingField("minUnits", code)] as number,
        isActive: values[shippingField("active", code)] as boolean,
      };
      const differs = (Object.keys(after) as (keyof typeof after)[]).some(
        (key) => after[key] !== before[key],
      );
      if (!differs) continue;
      await tx.update(shippingMethods).set(after).where(eq(shippingMethods.code, code));
      await recordAudit(tx, {
        action: "shipping_method.update",
        resource: "shipping_method",
        userId: actor.userId,
        ipAddress: client?.ip ?? null,
        details: { code, from: before, to: after },
      });
      changed.push(code);
    }
    return { changed };
  });
}
