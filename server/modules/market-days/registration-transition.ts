import { marketDayMessages as m } from "#common/i18n/market-days";
import { type RegistrationStatus, registrationTransitions } from "#common/market-days";
import { AppError } from "#server/lib/errors";

/**
 * The one guard every change of a registration's status goes through: pending → approved or
 * rejected, approved → rejected, rejected → approved. Anything else (a status to itself, back to
 * pending) is refused.
 */
export function assertRegistrationTransition(
  from: RegistrationStatus,
  to: RegistrationStatus,
): RegistrationStatus {
  if (!registrationTransitions[from].includes(to))
    throw new AppError("CONFLICT", { message: m.statusChangeNotAllowed(from, to) });
  return to;
}
