import { messages } from "#common/messages";
import { emailSchema } from "#common/schemas/auth";
import {
  requiredTradeAssuranceDocuments,
  tradeAssuranceBusinessTypes,
  tradeAssuranceCategories,
  type RequiredTradeAssuranceDocument,
  type TradeAssuranceBusinessType,
  type TradeAssuranceCategory,
} from "#common/trade-assurance";

const m = messages.tradeAssurance;

/** What the applicant typed, as text, so a refused form shows it again. */
export interface TradeAssuranceFormValues {
  businessName: string;
  registrationNumber: string;
  country: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  businessType: string;
  operationalSince: string;
  annualRevenue: string;
  productCategories: string[];
  hasAcceptedTerms: boolean;
}

export interface TradeAssuranceDetails {
  businessName: string;
  registrationNumber: string;
  countryCode: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  businessType: TradeAssuranceBusinessType;
  operationalSince: string;
  annualRevenueUsd: number;
  productCategories: TradeAssuranceCategory[];
}

export interface TradeAssuranceFiles {
  required: Record<RequiredTradeAssuranceDocument, File | null>;
  additional: File[];
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A file the browser really sent: an empty file input arrives as a nameless, empty File. */
const sentFile = (value: FormDataEntryValue | null): File | null =>
  value instanceof File && (value.size > 0 || value.name !== "") ? value : null;

/**
 * The product categories as either client sends them: the page's checkboxes (one value each) or the
 * API's JSON list in one field.
 */
function categoriesFrom(form: FormData): string[] {
  const values = form.getAll("productCategories").filter((value) => typeof value === "string");
  if (values.length === 1 && values[0]!.trim().startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(values[0]!);
      return Array.isArray(parsed) ? parsed.filter((value) => typeof value === "string") : [];
    } catch {
      return [];
    }
  }
  return values;
}

/**
 * Reads the multipart body the page and the API both send: the text fields, the three required
 * papers and every additionalDoc{n} (however many were sent, so the server can refuse too many).
 */
export function readTradeAssuranceForm(form: FormData): {
  values: TradeAssuranceFormValues;
  files: TradeAssuranceFiles;
} {
  const terms = text(form, "hasAcceptedTerms").toLowerCase();
  const values: TradeAssuranceFormValues = {
    businessName: text(form, "businessName"),
    registrationNumber: text(form, "registrationNumber"),
    country: text(form, "country").toUpperCase(),
    contactPerson: text(form, "contactPerson"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    address: text(form, "address"),
    businessType: text(form, "businessType"),
    operationalSince: text(form, "operationalSince"),
    annualRevenue: text(form, "annualRevenue"),
    productCategories: [...new Set(categoriesFrom(form).map((value) => value.trim()))],
    hasAcceptedTerms: terms === "true" || terms === "on",
  };
  const required = Object.fromEntries(
    requiredTradeAssuranceDocuments.map((name) => [name, sentFile(form.get(name))]),
  ) as Record<RequiredTradeAssuranceDocument, File | null>;
  const additional = [...form.keys()]
    .filter((key, index, keys) => /^additionalDoc\d+$/.test(key) && keys.indexOf(key) === index)
    .flatMap((key) => form.getAll(key).map(sentFile))
    .filter((file): file is File => file !== null);
  return { values, files: { required, additional } };
}

/** Whole US dollars; "1,200,000" and "1200000.00" are read alike. */
function revenueFrom(value: string): number | null {
  const plain = value.replace(/[,\s]/g, "");
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain));
}

/** A calendar date, not in the future. */
function isPastDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value <= today;
}

/**
 * Every field rule of the application, one message a field (each as the product words it). The
 * country must be one of the countries table's codes, which the caller passes in.
 */
export function checkTradeAssuranceDetails(
  values: TradeAssuranceFormValues,
  { knownCountry, today }: { knownCountry: boolean; today: string },
): { details: TradeAssuranceDetails | null; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  if (values.businessName.length < 2 || values.businessName.length > 200)
    fieldErrors.businessName = m.businessNameRequired;
  if (!values.registrationNumber || values.registrationNumber.length > 60)
    fieldErrors.registrationNumber = m.registrationNumberRequired;
  if (!values.country || !knownCountry) fieldErrors.country = m.countryRequired;
  if (values.contactPerson.length < 2 || values.contactPerson.length > 120)
    fieldErrors.contactPerson = m.contactPersonRequired;
  if (!emailSchema.safeParse(values.email).success) fieldErrors.email = m.emailInvalid;
  if (values.phone.length < 6 || values.phone.length > 30 || !/^\+?[\d\s().-]+$/.test(values.phone))
    fieldErrors.phone = m.phoneRequired;
  if (values.address.length < 5 || values.address.length > 500) fieldErrors.address = m.addressRequired;
  const businessType = tradeAssuranceBusinessTypes.find((type) => type === values.businessType);
  if (!businessType) fieldErrors.businessType = m.businessTypeRequired;
  if (!isPastDate(values.operationalSince, today)) fieldErrors.operationalSince = m.operationalSinceRequired;
  const annualRevenueUsd = revenueFrom(values.annualRevenue);
  if (annualRevenueUsd === null) fieldErrors.annualRevenue = m.annualRevenueRequired;
  const productCategories = values.productCategories.filter((value): value is TradeAssuranceCategory =>
    tradeAssuranceCategories.some((category) => category === value),
  );
  if (productCategories.length === 0 || productCategories.length !== values.productCategories.length)
    fieldErrors.productCategories = m.categoriesRequired;
  if (!values.hasAcceptedTerms) fieldErrors.hasAcceptedTerms = m.termsRequired;
  if (Object.keys(fieldErrors).length > 0 || !businessType || annualRevenueUsd === null)
    return { details: null, fieldErrors };
  return {
    details: {
      businessName: values.businessName,
      registrationNumber: values.registrationNumber,
      countryCode: values.country,
      contactPerson: values.contactPerson,
      email: values.email.toLowerCase(),
      phone: values.phone,
      address: values.address,
      businessType,
      operationalSince: values.operationalSince,
      annualRevenueUsd,
      productCategories,
    },
    fieldErrors,
  };
}

export const missingDocumentMessages: Record<RequiredTradeAssuranceDocument, string> = {
  registrationDoc: m.registrationDocRequired,
  taxDoc: m.taxDocRequired,
  bankStatement: m.bankStatementRequired,
};
