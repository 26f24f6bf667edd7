import { messages } from "#common/messages";

/** The closed list of failure kinds a server function may report. */
export const errorCodes = {
  VALIDATION: { status: 400, message: "Please correct the highlighted fields." },
  UNAUTHENTICATED: { status: 401, message: messages.auth.loginRequiredShort },
  FORBIDDEN: { status: 403, message: messages.access.notAuthorized },
  NOT_FOUND: { status: 404, message: "Not found" },
  CONFLICT: { status: 409, message: "This was changed by someone else. Please reload and try again." },
  PAYLOAD_TOO_LARGE: { status: 413, message: messages.errors.payloadTooLarge },
  RATE_LIMITED: { status: 429, message: messages.auth.tooManyAttempts },
  BAD_ORIGIN: { status: 403, message: "Cross-site requests are not allowed." },
  INTERNAL: { status: 500, message: messages.errors.unexpected },
  /** The database could not be reached: nothing is wrong with the request, it may be sent again. */
  SERVICE_UNAVAILABLE: { status: 503, message: messages.errors.serviceUnavailable },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  /** For RATE_LIMITED: when the client may try again, sent as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      fieldErrors?: FieldErrors;
      cause?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(options.message ?? errorCodes[code].message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return errorCodes[this.code].status;
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, fieldErrors: this.fieldErrors } };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
