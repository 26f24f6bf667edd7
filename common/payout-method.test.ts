import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./schemas/auth";
import { payoutMethodSchema, providersInCountry, toE164MobileNumber } from "./payout-method";

describe("toE164MobileNumber", () => {
  it("reads a number written nationally, internationally or with separators", () => {
    expect(toE164MobileNumber("0712 345 678", "KE")).toBe("+254712345678");
    expect(toE164MobileNumber("+254-712-345-678", "KE")).toBe("+254712345678");
    expect(toE164MobileNumber("254712345678", "KE")).toBe("+254712345678");
    expect(toE164MobileNumber("712345678", "KE")).toBe("+254712345678");
    expect(toE164MobileNumber("0803 123 4567", "NG")).toBe("+2348031234567");
    expect(toE164MobileNumber("(024) 123-4567", "GH")).toBe("+233241234567");
    expect(toE164MobileNumber("07 07 12 34 56", "CI")).toBe("+2250707123456");
  });

  it("refuses wrong lengths, landlines, another country's code and letters", () => {
    expect(toE164MobileNumber("0712 345 67", "KE")).toBeNull();
    expect(toE164MobileNumber("020 123 4567", "KE")).toBeNull(); // Nairobi landline
    expect(toE164MobileNumber("+255712345678", "KE")).toBeNull();
    expect(toE164MobileNumber("0712 34S 678", "KE")).toBeNull();
    expect(toE164MobileNumber("0612 345 678", "NG")).toBeNull();
    expect(toE164MobileNumber("0712345678", "EG")).toBeNull(); // no wallet rule for the country
  });
});

describe("payoutMethodSchema", () => {
  const parse = (input: object) => payoutMethodSchema.safeParse(input);

  it("offers each wallet only where its provider pays out", () => {
    expect(providersInCountry("KE")).toEqual(["mpesa", "airtel_money"]);
    expect(providersInCountry("GH")).toEqual(["mtn_momo"]);
    expect(providersInCountry("ZA")).toEqual([]);
  });

  it("stores a wallet number in E.164 and a bank account without spaces", () => {
    expect(
      parse({
        type: "mobile_money",
        countryCode: "KE",
        provider: "mpesa",
        phone: "0712 345 678",
        accountName: " Wanjiru Crafts ",
      }).data,
    ).toEqual({
      type: "mobile_money",
      countryCode: "KE",
      provider: "mpesa",
      phone: "+254712345678",
      accountName: "Wanjiru Crafts",
    });
    expect(
      parse({
        type: "bank",
        countryCode: "NG",
        bankName: "Access Bank",
        accountNumber: "0123 456 789",
        accountName: "Adire House Ltd",
      }).data,
    ).toEqual({
      type: "bank",
      countryCode: "NG",
      bankName: "Access Bank",
      bankCode: null,
      accountNumber: "0123456789",
      accountName: "Adire House Ltd",
    });
  });

  it("accepts a method it stored, so a saved application passes the check before submitting", () => {
    for (const typed of [
      {
        type: "mobile_money",
        countryCode: "TZ",
        provider: "airtel_money",
        phone: "0754 123 456",
        accountName: "A",
      },
      {
        type: "bank",
        countryCode: "NG",
        bankName: "GTBank",
        bankCode: "058",
        accountNumber: "0123456789",
        accountName: "A",
      },
    ]) {
      const stored = parse(typed).data;
      expect(stored).toBeDefined();
      expect(parse(stored ?? {}).data).toEqual(stored);
    }
  });

  it("names every field at fault in one pass", () => {
    const errors = (input: object) => {
      const result = parse(input);
      return result.success ? {} : fieldErrorsOf(result.error);
    };
    expect(
      errors({
        type: "mobile_money",
        countryCode: "GH",
        provider: "mpesa",
        phone: "0241234567",
        accountName: "A",
      }),
    ).toEqual({ provider: "M-Pesa does not pay out in Ghana" });
    expect(
      errors({
        type: "mobile_money",
        countryCode: "GH",
        provider: "mtn_momo",
        phone: "0301234567",
        accountName: "A",
      }),
    ).toEqual({ phone: "Enter a Ghana mobile number, e.g. 024 123 4567" });
    expect(
      errors({
        type: "mobile_money",
        countryCode: "ZA",
        provider: "mtn_momo",
        phone: "0821234567",
        accountName: "A",
      }),
    ).toEqual({ provider: "MTN MoMo does not pay out in ZA" });
    expect(
      errors({ type: "mobile_money", countryCode: "KE", provider: "", phone: "", accountName: "" }),
    ).toEqual({ provider: "Choose a mobile money provider", accountName: "Enter the name on the account" });
    expect(
      errors({
        type: "bank",
        countryCode: "NG",
        bankName: "",
        bankCode: "ab",
        accountNumber: "12345",
        accountName: "",
      }),
    ).toEqual({
      bankName: "Enter the bank's name",
      bankCode: "A Nigerian bank code is 3 to 6 digits, e.g. 058",
      accountNumber: "Enter the 10-digit NUBAN account number",
      accountName: "Enter the name on the account",
    });
    expect(errors({ type: "cheque", countryCode: "NG", accountName: "A" })).toEqual({
      type: "Choose a bank account or mobile money",
    });
    expect(errors({ type: "bank", bankName: "B", accountNumber: "0123456789", accountName: "A" })).toEqual({
      countryCode: "Save your business details, with your country, before adding a payout method",
    });
  });

  it("takes a Nigerian account only as a 10-digit NUBAN, and an IBAN or local number elsewhere", () => {
    const bank = (countryCode: string, accountNumber: string, bankCode = "") =>
      parse({ type: "bank", countryCode, bankName: "Bank", bankCode, accountNumber, accountName: "A" });
    expect(bank("NG", "0123456789", "058").data).toMatchObject({
      accountNumber: "0123456789",
      bankCode: "058",
    });
    expect(bank("NG", "012345678").success).toBe(false);
    expect(bank("NG", "NG0123456789").success).toBe(false);
    expect(bank("SN", "sn08 sn01 0015 2000 0485 0000 3035").data).toMatchObject({
      accountNumber: "SN08SN0100152000048500003035",
    });
    expect(bank("GH", "1441000123456", "gh280100").data).toMatchObject({ bankCode: "GH280100" });
    expect(bank("KE", "12-34").success).toBe(false);
  });
});
