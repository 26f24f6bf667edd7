import { describe, expect, it } from "vitest";
import {
  answersFromForm,
  customizedMinimumQuantity,
  customizedPrice,
  resolveCustomization,
  type CustomizationMessages,
  type OfferedCustomizationOption,
} from "./customization-choice";

const message: CustomizationMessages = {
  required: (option) => `required ${option}`,
  unknownChoice: (option) => `unknown ${option}`,
  notOffered: "not offered",
  tooLong: (option, maximum) => `too long ${option} ${maximum}`,
  belowMinimum: (option, minimum) => `minimum ${option} ${minimum}`,
};

const colour: OfferedCustomizationOption = {
  id: "opt_colour",
  name: "Colour",
  type: "select",
  required: true,
  minOrderQuantity: 1,
  additionalCost: 0,
  setupCost: 0,
  maxLength: null,
  values: [
    { id: "val_indigo", label: "Indigo", additionalCost: 50_000 },
    { id: "val_custom", label: "Custom dye", additionalCost: 200_000 },
  ],
};
const logo: OfferedCustomizationOption = {
  id: "opt_logo",
  name: "Logo printing",
  type: "checkbox",
  required: false,
  minOrderQuantity: 10,
  additionalCost: 100_000,
  setupCost: 1_500_000,
  maxLength: null,
  values: [],
};
const engraving: OfferedCustomizationOption = {
  id: "opt_engraving",
  name: "Engraving",
  type: "text",
  required: false,
  minOrderQuantity: 1,
  additionalCost: 150_000,
  setupCost: 0,
  maxLength: 50,
  values: [],
};
const options = [colour, logo, engraving];

describe("resolveCustomization", () => {
  it("prices a choice: per-unit extras summed, the set-up cost kept apart, one key per choice", () => {
    const result = resolveCustomization(
      options,
      { opt_colour: "val_custom", opt_logo: "on", opt_engraving: "  Ada & Co  " },
      20,
      message,
    );
    expect(result).toMatchObject({
      ok: true,
      cost: { perUnit: 200_000 + 100_000 + 150_000, setupCost: 1_500_000 },
    });
    if (!result.ok) return;
    expect(result.chosen.map((choice) => choice.shown)).toEqual(["Custom dye", "Logo printing", "Ada & Co"]);
    const same = resolveCustomization(
      options,
      { opt_engraving: "Ada & Co", opt_logo: "on", opt_colour: "val_custom" },
      30,
      message,
    );
    expect(same.ok && same.key).toBe(result.key);
    const other = resolveCustomization(options, { opt_colour: "val_indigo" }, 30, message);
    expect(other.ok && other.key).not.toBe(result.key);
  });

  it("refuses a missing required option, an inactive or foreign value, an over-long text and a quantity under the option's minimum", () => {
    expect(resolveCustomization(options, {}, 5, message)).toEqual({
      ok: false,
      fieldErrors: { "customization.opt_colour": "required Colour" },
    });
    expect(
      resolveCustomization(
        options,
        { opt_colour: "val_gone", opt_logo: "on", opt_engraving: "x".repeat(51), opt_other: "1" },
        5,
        message,
      ),
    ).toEqual({
      ok: false,
      fieldErrors: {
        "customization.opt_colour": "unknown Colour",
        "customization.opt_logo": "minimum Logo printing 10",
        "customization.opt_engraving": "too long Engraving 50",
        "customization.opt_other": "not offered",
      },
    });
  });

  it("reads the answers a form posts and gives no customization an empty key", () => {
    const form = new FormData();
    form.set("customization.opt_colour", "val_indigo");
    form.set("quantity", "4");
    const answers = answersFromForm(form.entries());
    expect(answers).toEqual({ opt_colour: "val_indigo" });
    expect(resolveCustomization([{ ...colour, required: false }], {}, 4, message)).toMatchObject({
      ok: true,
      key: "",
      cost: { perUnit: 0, setupCost: 0 },
    });
  });
});

describe("the product page's chooser", () => {
  it("raises the quantity's minimum to that of every option answered, never below the product's", () => {
    expect(customizedMinimumQuantity([colour, logo], {}, 3)).toBe(3);
    expect(customizedMinimumQuantity([colour, logo], { opt_logo: "" }, 3)).toBe(3);
    expect(customizedMinimumQuantity([colour, logo], { opt_logo: "on" }, 3)).toBe(10);
    expect(customizedMinimumQuantity([colour, logo], { opt_logo: "on" }, 25)).toBe(25);
    expect(customizedMinimumQuantity([], {}, 0)).toBe(1);
  });

  it("prices a line as the cart does: the ladder's price, the extras, and the set-up spread over the units", () => {
    const priced = customizedPrice(
      {
        options: [colour, logo],
        answers: { opt_colour: "val_indigo", opt_logo: "on" },
        quantity: 30,
        price: 1_000_000,
        ladder: [{ minQuantity: 10, percentOff: 5 }],
      },
      message,
    );
    // 950,000 after 5% + 50,000 (Indigo) + 100,000 (logo) + 1,500,000 / 30 (set-up).
    expect(priced).toEqual({
      ok: true,
      unitPrice: 950_000 + 50_000 + 100_000 + 50_000,
      customizationUnitCost: 200_000,
      lineTotal: (950_000 + 200_000) * 30,
    });
    expect(
      customizedPrice({ options: [colour], answers: {}, quantity: 1, price: 1, ladder: [] }, message),
    ).toEqual({ ok: false, fieldErrors: { "customization.opt_colour": "required Colour" } });
  });
});
