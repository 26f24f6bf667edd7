import { describe, expect, it } from "vitest";
import { type CompareOffer, keyDifferences, leadTimeDays, offersCsv, visibleOffers } from "./compare";
import { compareVendorsTexts } from "./i18n/compare-vendors";

function offer(overrides: Partial<CompareOffer> & { vendorName: string; verified?: boolean }): CompareOffer {
  const { vendorName, verified = false, ...rest } = overrides;
  return {
    productId: `prd_${vendorName}`,
    productName: `${vendorName} stole`,
    price: 100_00,
    currency: "NGN",
    moq: 1,
    stockQuantity: 10,
    leadTime: null,
    ratingAverage: 0,
    ratingCount: 0,
    bestBulkPercentOff: 0,
    current: false,
    vendor: {
      id: `ven_${vendorName}`,
      businessName: vendorName,
      verified,
      verificationLevel: 1,
      countryCode: "NG",
      responseRate: null,
      responseTimeHours: null,
      fulfillmentRate: null,
      onTimeDeliveryRate: null,
      totalOrders: 0,
    },
    ...rest,
  };
}

describe("leadTimeDays", () => {
  it("reads day, week and month ranges and gives up on text without a number of days", () => {
    expect(leadTimeDays("7-10 days")).toEqual({ min: 7, max: 10 });
    expect(leadTimeDays("2 weeks")).toEqual({ min: 14, max: 14 });
    expect(leadTimeDays("3 to 4 weeks")).toEqual({ min: 21, max: 28 });
    expect(leadTimeDays("Contact supplier")).toBeNull();
    expect(leadTimeDays(null)).toBeNull();
  });
});

describe("keyDifferences", () => {
  it("spans price, lead time in days and minimum order over the offers", () => {
    const offers = [
      offer({ vendorName: "a", price: 5_000_00, moq: 10, leadTime: "2 weeks" }),
      offer({ vendorName: "b", price: 3_000_00, moq: 0, leadTime: "5-7 days" }),
      offer({ vendorName: "c", price: 4_000_00, moq: 50 }),
    ];
    expect(keyDifferences(offers)).toEqual({
      price: { min: 3_000_00, max: 5_000_00 },
      leadTimeDays: { min: 5, max: 14 },
      moq: { min: 1, max: 50 },
    });
    expect(keyDifferences([])).toEqual({
      price: null,
      leadTimeDays: null,
      moq: null,
    });
  });
});

describe("visibleOffers", () => {
  const offers = [
    offer({ vendorName: "Zaria Weavers", price: 900, current: true }),
    offer({
      vendorName: "Accra Looms",
      price: 500,
      verified: true,
      ratingAverage: 4.8,
      ratingCount: 3,
    }),
    offer({
      vendorName: "Kano Cloth",
      price: 700,
      stockQuantity: 0,
      leadTime: "2-3 days",
    }),
  ];
  const view = {
    search: "",
    verifiedOnly: false,
    inStockOnly: false,
    sort: "price" as const,
  };
  const names = (list: CompareOffer[]) => list.map((item) => item.vendor.businessName);

  it("keeps the current product first and sorts the others", () => {
    expect(names(visibleOffers(offers, view))).toEqual(["Zaria Weavers", "Accra Looms", "Kano Cloth"]);
    expect(names(visibleOffers(offers, { ...view, sort: "lead_time" }))).toEqual([
      "Zaria Weavers",
      "Kano Cloth",
      "Accra Looms",
    ]);
    expect(names(visibleOffers(offers, { ...view, sort: "rating" }))).toEqual([
      "Zaria Weavers",
      "Accra Looms",
      "Kano Cloth",
    ]);
  });

  it("searches vendor and product names and filters verified and in-stock offers", () => {
    expect(names(visibleOffers(offers, { ...view, search: "KANO" }))).toEqual(["Kano Cloth"]);
    expect(names(visibleOffers(offers, { ...view, verifiedOnly: true }))).toEqual(["Accra Looms"]);
    expect(names(visibleOffers(offers, { ...view, inStockOnly: true }))).toEqual([
      "Zaria Weavers",
      "Accra Looms",
    ]);
  });
});

describe("offersCsv", () => {
  it("writes a header and one row per offer, quoting commas and formula-looking cells", () => {
    const csv = offersCsv(
      [
        offer({
          vendorName: "=HYPERLINK(1)",
          productName: "Stole, red",
          price: 1_250_00,
        }),
      ],
      compareVendorsTexts.en.csv,
    );
    const [header, row] = csv.trim().split("\r\n");
    expect(header).toMatch(/^Vendor,Country,Verified,Product,Unit price,Currency/);
    expect(row).toMatch(/^"=HYPERLINK\(1\)",NG,no,"Stole, red",1250\.00,NGN,1,/);
  });
});
