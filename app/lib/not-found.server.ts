import { isAppError } from "#server/lib/errors";
import { data } from "react-router";

/**
 * For a loader: a server function's NOT_FOUND becomes a 404 response with its message, for the
 * route's error boundary; anything else is thrown on unchanged.
 */
export function notFoundAsResponse(error: unknown): never {
  if (isAppError(error) && error.code === "NOT_FOUND")
    throw data({ message: error.message }, { status: 404 });
  throw error;
}
