import { describe, expect, it } from "vitest";
import {
  checkoutModeFor,
  firstOpenStep,
  isDetailsStepOf,
  isStepOf,
  mayOpenStep,
  nextStep,
  previousStep,
  requiredDetailsSteps,
  stepsFor,
} from "./checkout-steps";

const shipping = {
  firstName: "Adaeze",
  lastName: "Okafor",
  address1: "12 Admiralty Way",
  city: "Lagos",
  state: "Lagos",
  postalCode: "101233",
  country: "NG",
  phone: "+2348012345678",
  email: "adaeze@example.com",
};
const business = { buyerType: "personal", termsAccepted: "on" };
const payment = { paymentMethod: "bank_transfer" };

describe("checkout steps", () => {
  it("gives a buyer with an account four steps and a guest three, without Business Info", () => {
    expect(stepsFor("account")).toEqual(["shipping", "business", "payment", "review"]);
    expect(stepsFor("guest")).toEqual(["shipping", "payment", "review"]);
    expect(checkoutModeFor(true)).toBe("account");
    expect(checkoutModeFor(false)).toBe("guest");
  });

  it("knows which steps a buyer saves details on", () => {
    expect(isDetailsStepOf("account", "business")).toBe(true);
    expect(isDetailsStepOf("guest", "business")).toBe(false);
    expect(isDetailsStepOf("account", "review")).toBe(false);
    expect(isDetailsStepOf("account", "nonsense")).toBe(false);
    expect(isStepOf("guest", "review")).toBe(true);
    expect(isStepOf("guest", "business")).toBe(false);
    expect(requiredDetailsSteps("account")).toEqual(["shipping", "business", "payment"]);
    expect(requiredDetailsSteps("guest")).toEqual(["shipping", "payment"]);
  });

  it("moves forward and back along the buyer's own steps", () => {
    expect(nextStep("account", "shipping")).toBe("business");
    expect(nextStep("guest", "shipping")).toBe("payment");
    expect(nextStep("account", "payment")).toBe("review");
    expect(nextStep("account", "review")).toBe("review");
    expect(previousStep("account", "payment")).toBe("business");
    expect(previousStep("guest", "payment")).toBe("shipping");
    expect(previousStep("guest", "shipping")).toBeNull();
  });

  it("opens the first step whose details are missing or no longer valid, and never one after it", () => {
    expect(firstOpenStep("account", {})).toBe("shipping");
    expect(firstOpenStep("account", { shipping })).toBe("business");
    expect(firstOpenStep("guest", { shipping })).toBe("payment");
    expect(firstOpenStep("account", { shipping, business, payment })).toBe("review");
    expect(firstOpenStep("guest", { shipping, payment })).toBe("review");
    expect(firstOpenStep("account", { shipping: { ...shipping, email: "nope" }, business, payment })).toBe(
      "shipping",
    );
    expect(mayOpenStep("account", "shipping", "business")).toBe(true);
    expect(mayOpenStep("account", "business", "business")).toBe(true);
    expect(mayOpenStep("account", "payment", "business")).toBe(false);
  });
});
