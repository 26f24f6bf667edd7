import { z } from "zod";
import {
  companySizes,
  corporateAccountStatuses,
  corporateDiscountTiers,
  corporatePaymentTerms,
  maxAddressLength,
  maxDecisionReasonLength,
  maxCompanyNameLength,
  maxShortFieldLength,
} from "../corporate-account";
import { messages } from "../messages";
import { emailSchema } from "./auth";

const m = messages.corporateAccounts;

const requiredText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, m.tooLong(max))
    .transform((value) => value.replace(/\s+/g, " "));

/** The company details a buyer applies with. */
export const corporateApplicationSchema = z.object({
  companyName: requiredText(m.companyNameRequired, maxCompanyNameLength),
  address: z
    .string({ error: m.addressRequired })
    .trim()
    .min(1, m.addressRequired)
    .max(maxAddressLength, m.tooLong(maxAddressLength)),
  registrationNumber: requiredText(m.registrationNumberRequired, maxShortFieldLength),
  taxId: requiredText(m.taxIdRequired, maxShortFieldLength),
  industry: requiredText(m.industryRequired, maxShortFieldLength),
  companySize: z.enum(companySizes, { error: m.companySizeRequired }),
});
export type CorporateApplicationInput = z.infer<typeof corporateApplicationSchema>;

/** A person at the company; only the name and e-mail are required. */
export const corporateContactSchema = z.object({
  name: requiredText(m.contactNameRequired, maxShortFieldLength),
  email: z.string({ error: m.contactEmailInvalid }).pipe(emailSchema),
  phone: z.string().trim().max(40, m.tooLong(40)).default(""),
  position: z.string().trim().max(maxShortFieldLength, m.tooLong(maxShortFieldLength)).default(""),
});
export type CorporateContactInput = z.infer<typeof corporateContactSchema>;

/** What an admin sets on an account: status and terms; the credit limit in minor units. */
export const corporateDecisionSchema = z.object({
  status: z.enum(corporateAccountStatuses, { error: m.statusRequired }),
  creditLimit: z
    .number({ error: m.creditLimitInvalid })
    .int(m.creditLimitInvalid)
    .min(0, m.creditLimitInvalid)
    .max(1e15, m.creditLimitInvalid),
  paymentTerms: z.enum(corporatePaymentTerms, { error: m.paymentTermsRequired }),
  discountTier: z.enum(corporateDiscountTiers, { error: m.discountTierRequired }),
  accountManagerId: z
    .string()
    .trim()
    .nullable()
    .transform((value) => value || null),
  /** Why the account is rejected, for the buyer to read; optional, kept only with a rejection. */
  reason: z
    .string()
    .trim()
    .max(maxDecisionReasonLength, m.reasonTooLong(maxDecisionReasonLength))
    .nullish()
    .transform((value) => value || null),
});
export type CorporateDecisionInput = z.infer<typeof corporateDecisionSchema>;
