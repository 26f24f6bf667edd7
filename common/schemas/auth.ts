import { z } from "zod";
import { messages } from "../messages";

const v = messages.validation;

const email = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, v.emailRequired)
  .max(254, v.emailInvalid)
  .pipe(z.email({ error: v.emailInvalid }))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(8, v.passwordTooShort)
  .max(128, v.passwordTooLong);

export const signInSchema = z.object({
  email,
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(128, v.passwordTooLong),
});

export const signUpSchema = z
  .object({
    fullName: z
      .string({ error: v.fullNameRequired })
      .trim()
      .min(1, v.fullNameRequired)
      .max(100, v.fullNameTooLong),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: v.passwordsDoNotMatch }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    path: ["confirmPassword"],
    message: v.passwordsDoNotMatch,
  });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: newPassword,
    confirmPassword: z.string({ error: v.passwordsDoNotMatch }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    path: ["confirmPassword"],
    message: v.passwordsDoNotMatch,
  });

/** One message per field, the first problem found for each. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "form";
    result[field] ??= issue.message;
  }
  return result;
}

/** The e-mail field rule, for other forms that ask for an address. */
export { email as emailSchema };
