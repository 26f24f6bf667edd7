import { messages } from "#common/messages";
import { toE164MobileNumber } from "#common/payout-method";
import { fieldErrorsOf } from "#common/schemas/auth";
import { AppError } from "#server/lib/errors";
import {
  maxApplicationCategories,
  maxDescriptionLength,
  minDescriptionLength,
  vendorBusinessTypes,
} from "#common/vendor-application";
import { z } from "zod";

const m = messages.vendorOnboarding;

/**
 * A business phone in E.164: written with its country code (+ and 8 to 15 digits), or as a national
 * mobile number of the business's country.
 */
function businessPhone(typed: string, countryCode: string): string | null {
  const compact = typed.trim().replace(/[\s().-]/g, "");
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  return toE164MobileNumber(compact, countryCode);
}

/** The business step as the form sends it; whether the country and categories exist is checked against the tables. */
const businessDetailsSchema = z.object({
  businessName: z
    .string({ error: m.businessNameRequired })
    .trim()
    .min(1, m.businessNameRequired)
    .max(120, m.businessNameTooLong),
  registrationNumber: z
    .string({ error: m.registrationNumberRequired })
    .trim()
    .min(1, m.registrationNumberRequired)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/, m.registrationNumberInvalid),
  businessType: z.enum(vendorBusinessTypes, { error: m.businessTypeRequired }),
  countryCode: z
    .string({ error: m.countryRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, m.countryRequired),
  city: z.string({ error: m.cityRequired }).trim().min(1, m.cityRequired).max(80, m.cityTooLong),
  categoryIds: z
    .array(z.string().max(64), { error: m.categoriesRequired })
    .transform((ids) => [...new Set(ids.filter(Boolean))])
    .pipe(
      z.array(z.string()).min(1, m.categoriesRequired).max(maxApplicationCategories, m.categoriesTooMany),
    ),
  description: z
    .string({ error: m.descriptionTooShort })
    .trim()
    .min(minDescriptionLength, m.descriptionTooShort)
    .max(maxDescriptionLength, m.descriptionTooLong),
  businessEmail: z
    .string({ error: m.businessEmailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: m.businessEmailInvalid }).max(254, m.businessEmailInvalid)),
  businessPhone: z.string({ error: m.businessPhoneInvalid }),
});

export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/**
 * The business step checked field by field (every field's message at once, the phone's included,
 * which depends on the country), with the phone in E.164.
 */
export function parseBusinessDetails(input: unknown): BusinessDetails {
  const result = businessDetailsSchema.safeParse(input);
  const fieldErrors = result.success ? {} : fieldErrorsOf(result.error);
  const raw = (input ?? {}) as { businessPhone?: unknown; countryCode?: unknown };
  const phone = businessPhone(String(raw.businessPhone ?? ""), String(raw.countryCode ?? "").toUpperCase());
  if (!phone) fieldErrors.businessPhone = m.businessPhoneInvalid;
  if (!result.success || !phone) throw new AppError("VALIDATION", { fieldErrors });
  return { ...result.data, businessPhone: phone };
}
