import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";

const maxNameLength = 80;

/** A reusable section's name as stored: trimmed, required, at most 80 characters (field "name"). */
export function checkedSectionName(name: string): string {
  const value = name.trim();
  const m = messages.adminContent;
  if (!value) throw new AppError("VALIDATION", { fieldErrors: { name: m.nameRequired } });
  if (value.length > maxNameLength)
    throw new AppError("VALIDATION", { fieldErrors: { name: m.tooLong(maxNameLength) } });
  return value;
}
