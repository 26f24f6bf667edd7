import { describe, expect, it } from "vitest";
import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { createProduct } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, auditRows, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { addToCart } from "./add-to-cart";
import { loadCart } from "./cart.queries";
import { updateShippingMethods } from "./update-shipping-methods";

const t = useTestDatabase();
const m = adminSettingsTexts.en;

/** The form as /admin/settings posts it for the seeded methods, with any field changed. */
function methodsForm(overrides: Record<string, string> = {}) {
  return {
    "price.standard": "0",
    "deliveryTime.standard": "3-5 business days",
    "minUnits.standard": "1",
    "active.standard": "on",
    "price.express": "1500",
    "deliveryTime.express": "1-2 business days",
    "minUnits.express": "1",
    "active.express": "on",
    "price.pickup": "0",
    "deliveryTime.pickup": "Ready in 1-2 business days",
    "minUnits.pickup": "1",
    "active.pickup": "on",
    "price.freight": "25000",
    "deliveryTime.freight": "7-14 business days",
    "minUnits.freight": "50",
    "active.freight": "on",
    ...overrides,
  };
}

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

describe("updateShippingMethods", () => {
  it("sets a method's price for the next cart priced, and audits the old and new values", async () => {
    const actor = await admin();
    const { "active.pickup": _offered, ...pickupOff } = methodsForm({ "price.express": "2,000.50" });
    const saved = await updateShippingMethods(t.db, { actor, input: pickupOff });
    expect(saved.changed).toEqual(["express", "pickup"]);

    const owner = { kind: "user" as const, userId: (await createUser(t.db)).id };
    await addToCart(t.db, { owner, productId: (await createProduct(t.db)).id, quantity: 1 });
    const cart = await loadCart(t.db, { owner });
    expect(cart.shippingMethods.map((method) => [method.code, method.price])).toEqual([
      ["standard", 0],
      ["express", 200_050],
      ["freight", 2_500_000],
    ]);

    const entries = await auditRows(t.db, "shipping_method.update");
    expect(entries.map((entry) => entry.details)).toEqual([
      {
        code: "express",
        from: { price: 150_000, deliveryTime: "1-2 business days", minUnits: 1, isActive: true },
        to: { price: 200_050, deliveryTime: "1-2 business days", minUnits: 1, isActive: true },
      },
      {
        code: "pickup",
        from: { price: 0, deliveryTime: "Ready in 1-2 business days", minUnits: 1, isActive: true },
        to: { price: 0, deliveryTime: "Ready in 1-2 business days", minUnits: 1, isActive: false },
      },
    ]);
    expect((await updateShippingMethods(t.db, { actor, input: pickupOff })).changed).toEqual([]);
  });

  it("keeps standard shipping offered and answers a message per field, writing nothing", async () => {
    const { "active.standard": _offered, ...standardOff } = methodsForm({
      "price.express": "-5",
      "deliveryTime.express": " ",
      "minUnits.freight": "0",
    });
    const error = await appErrorFrom(
      updateShippingMethods(t.db, { actor: await admin(), input: standardOff }),
    );
    expect(error).toMatchObject({
      code: "VALIDATION",
      fieldErrors: {
        "active.standard": m.standardStaysOffered,
        "price.express": m.amountInvalid,
        "deliveryTime.express": m.deliveryTimeInvalid,
        "minUnits.freight": m.unitsInvalid("1,000,000"),
      },
    });
    expect(await auditRows(t.db, "shipping_method.update")).toEqual([]);
  });

  it("is for admins only", async () => {
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    expect(
      (await appErrorFrom(updateShippingMethods(t.db, { actor: staff, input: methodsForm() }))).code,
    ).toBe("FORBIDDEN");
  });
});
