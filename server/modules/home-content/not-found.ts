import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";

/** What an unknown (or just deleted) banner answers. */
export function bannerNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: messages.homeContent.bannerNotFound });
}

/** What an unknown (or just deleted) footer link answers. */
export function footerLinkNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: messages.homeContent.footerLinkNotFound });
}
