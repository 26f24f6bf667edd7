import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";

/** The media library's pictures are stored under this folder of the media store. */
export const mediaLibraryPrefix = "content/";
/** A library picture is at least this big: it is shown across a page's width. */
export const mediaLibraryMinSize = { width: 200, height: 200 };
export const maxAltLength = 200;

/** The alt text as stored: trimmed, required, at most 200 characters (a message on field "alt"). */
export function checkedAlt(alt: string): string {
  const value = alt.trim();
  const m = messages.adminContent;
  if (!value) throw new AppError("VALIDATION", { fieldErrors: { alt: m.altRequired } });
  if (value.length > maxAltLength)
    throw new AppError("VALIDATION", { fieldErrors: { alt: m.tooLong(maxAltLength) } });
  return value;
}
