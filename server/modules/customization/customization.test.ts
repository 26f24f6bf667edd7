import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { customizationOptionValues, customizationOptions, products } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { appErrorFrom } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { getProductDetail } from "../catalog/product-detail.queries";
import { addCustomizationOption } from "./add-customization-option";
import { addCustomizationValue } from "./add-customization-value";
import { getVendorProductCustomization } from "./customization.queries";
import { deleteCustomizationOption } from "./delete-customization-option";
import { deleteCustomizationValue } from "./delete-customization-value";
import { updateCustomizationOption } from "./update-customization-option";
import { updateCustomizationValue } from "./update-customization-value";

const t = useTestDatabase();
const texts = messages.productPricing;

async function vendorProduct() {
  const vendor = await createVendor(t.db);
  const product = await createProduct(t.db, { vendorId: vendor.id });
  return { vendorId: vendor.id, productId: product.id };
}

const colours = { name: "Colour", type: "select", category: "Finish", additionalCost: "500", isActive: "on" };

async function offersCustomization(productId: string) {
  const [row] = await t.db
    .select({ flag: products.customizationAvailable })
    .from(products)
    .where(eq(products.id, productId));
  return row!.flag;
}

describe("customization options and values", () => {
  it("adds an option with naira costs in kobo, its choices, and shows them on the product page", async () => {
    const own = await vendorProduct();
    const option = await addCustomizationOption(t.db, {
      ...own,
      fields: {
        ...colours,
        setupCost: "1,500.50",
        minOrderQuantity: "10",
        leadTimeDays: "3",
        required: "on",
      },
    });
    await addCustomizationValue(t.db, {
      ...own,
      optionId: option.id,
      fields: { value: "indigo", label: "Indigo", additionalCost: "250", isActive: "on" },
    });
    await addCustomizationValue(t.db, {
      ...own,
      optionId: option.id,
      fields: { value: "Gold", isActive: "on" },
    });
    const engraving = await addCustomizationOption(t.db, {
      ...own,
      fields: { name: "Engraving", type: "text", isActive: "on" },
    });

    const managed = await getVendorProductCustomization(t.db, own);
    expect(managed.options.find((row) => row.id === option.id)).toMatchObject({
      name: "Colour",
      category: "Finish",
      required: true,
      additionalCost: 50_000,
      setupCost: 150_050,
      minOrderQuantity: 10,
      leadTimeDays: 3,
      maxLength: null,
      isActive: true,
      values: [
        { value: "Gold", label: "Gold", additionalCost: 0, isActive: true },
        { value: "indigo", label: "Indigo", additionalCost: 25_000, isActive: true },
      ],
    });
    // A text option takes 100 characters unless told otherwise; an empty category is General.
    expect(managed.options.find((row) => row.id === engraving.id)).toMatchObject({
      maxLength: 100,
      category: "General",
    });
    expect(await offersCustomization(own.productId)).toBe(true);
    const detail = await getProductDetail(t.db, { productId: own.productId });
    expect(detail?.customization.map((row) => [row.name, row.values.map((value) => value.label)])).toEqual([
      ["Colour", ["Gold", "Indigo"]],
      ["Engraving", []],
    ]);
  });

  it("refuses bad fields each with its message, keeps a choice option's type while it has choices", async () => {
    const own = await vendorProduct();
    const refused = await appErrorFrom(
      addCustomizationOption(t.db, {
        ...own,
        fields: { name: " ", type: "colour", additionalCost: "-5", minOrderQuantity: "0", leadTimeDays: "x" },
      }),
    );
    expect(refused.fieldErrors).toEqual({
      name: texts.nameRequired,
      type: texts.typeRequired,
      additionalCost: texts.amountInvalid,
      minOrderQuantity: texts.wholeNumber("1", "1,000,000"),
      leadTimeDays: texts.wholeNumber("0", "365"),
    });
    const option = await addCustomizationOption(t.db, { ...own, fields: colours });
    await addCustomizationValue(t.db, { ...own, optionId: option.id, fields: { value: "Red" } });
    const twin = await appErrorFrom(
      addCustomizationValue(t.db, { ...own, optionId: option.id, fields: { value: "red" } }),
    );
    expect(twin.fieldErrors).toEqual({ value: texts.valueTaken });
    const retyped = await appErrorFrom(
      updateCustomizationOption(t.db, { ...own, optionId: option.id, fields: { ...colours, type: "text" } }),
    );
    expect(retyped.fieldErrors).toEqual({ type: texts.typeHasChoices });
    const checkbox = await addCustomizationOption(t.db, {
      ...own,
      fields: { name: "Gift wrap", type: "checkbox", isActive: "on" },
    });
    const noChoices = await appErrorFrom(
      addCustomizationValue(t.db, { ...own, optionId: checkbox.id, fields: { value: "Yes" } }),
    );
    expect(noChoices.message).toBe(texts.valuesOnlyForSelect);
  });

  it("follows whether any option is active with the product's customization flag", async () => {
    const own = await vendorProduct();
    expect(await offersCustomization(own.productId)).toBe(false);
    const option = await addCustomizationOption(t.db, { ...own, fields: colours });
    expect(await offersCustomization(own.productId)).toBe(true);
    await updateCustomizationOption(t.db, {
      ...own,
      optionId: option.id,
      fields: { ...colours, isActive: undefined },
    });
    expect(await offersCustomization(own.productId)).toBe(false);
    expect((await getProductDetail(t.db, { productId: own.productId }))?.customization).toEqual([]);
    await updateCustomizationOption(t.db, { ...own, optionId: option.id, fields: colours });
    await deleteCustomizationOption(t.db, { ...own, optionId: option.id });
    expect(await offersCustomization(own.productId)).toBe(false);
  });

  it("deletes an option with its values, and edits and deletes a value", async () => {
    const own = await vendorProduct();
    const option = await addCustomizationOption(t.db, { ...own, fields: colours });
    const red = await addCustomizationValue(t.db, { ...own, optionId: option.id, fields: { value: "Red" } });
    await addCustomizationValue(t.db, { ...own, optionId: option.id, fields: { value: "Blue" } });
    await updateCustomizationValue(t.db, {
      ...own,
      optionId: option.id,
      valueId: red.id,
      fields: { value: "Crimson", additionalCost: "100" },
    });
    let values = (await getVendorProductCustomization(t.db, own)).options[0]!.values;
    expect(values.map((value) => [value.label, value.additionalCost, value.isActive])).toEqual([
      ["Blue", 0, false],
      ["Crimson", 10_000, false],
    ]);
    await deleteCustomizationValue(t.db, { ...own, optionId: option.id, valueId: red.id });
    values = (await getVendorProductCustomization(t.db, own)).options[0]!.values;
    expect(values.map((value) => value.label)).toEqual(["Blue"]);

    await deleteCustomizationOption(t.db, { ...own, optionId: option.id });
    expect(
      await t.db.select().from(customizationOptions).where(eq(customizationOptions.id, option.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(customizationOptionValues)
        .where(eq(customizationOptionValues.optionId, option.id)),
    ).toEqual([]);
  });

  it("answers not found for another vendor's product, option or value", async () => {
    const own = await vendorProduct();
    const other = await vendorProduct();
    const option = await addCustomizationOption(t.db, { ...own, fields: colours });
    const value = await addCustomizationValue(t.db, {
      ...own,
      optionId: option.id,
      fields: { value: "Red" },
    });
    const intruder = { vendorId: other.vendorId, productId: own.productId };
    // Each attempt starts only when the one before has failed, so none is left unhandled.
    for (const attempt of [
      () => getVendorProductCustomization(t.db, intruder),
      () => addCustomizationOption(t.db, { ...intruder, fields: colours }),
      () => updateCustomizationOption(t.db, { ...intruder, optionId: option.id, fields: colours }),
      () => deleteCustomizationOption(t.db, { ...intruder, optionId: option.id }),
      () => addCustomizationValue(t.db, { ...intruder, optionId: option.id, fields: { value: "Blue" } }),
      () => deleteCustomizationValue(t.db, { ...intruder, optionId: option.id, valueId: value.id }),
    ]) {
      const error = await appErrorFrom(attempt());
      expect([error.code, error.message]).toEqual(["NOT_FOUND", texts.productNotFound]);
    }
    // Through the other vendor's own product, the option and the value are not found.
    const crossedOption = await appErrorFrom(
      deleteCustomizationOption(t.db, { ...other, optionId: option.id }),
    );
    expect([crossedOption.code, crossedOption.message]).toEqual(["NOT_FOUND", texts.optionNotFound]);
    const otherOption = await addCustomizationOption(t.db, { ...other, fields: colours });
    const crossedValue = await appErrorFrom(
      deleteCustomizationValue(t.db, { ...other, optionId: otherOption.id, valueId: value.id }),
    );
    expect([crossedValue.code, crossedValue.message]).toEqual(["NOT_FOUND", texts.valueNotFound]);
    expect((await getVendorProductCustomization(t.db, own)).options[0]?.values).toHaveLength(1);
  });
});
