import { fieldErrorsOf } from "#common/schemas/auth";
import type { z } from "zod";
import { AppError } from "./errors";

/** Parses input with a shared schema; a failure becomes one VALIDATION error with a message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError("VALIDATION", { fieldErrors: fieldErrorsOf(result.error) });
  return result.data;
}
