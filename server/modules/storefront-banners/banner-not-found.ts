import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";

/** What a banner that is not the vendor's answers: the same as one that does not exist. */
export function bannerNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: messages.vendorStore.bannerNotFound });
}
