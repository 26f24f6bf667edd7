import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { AppError, errorCodes, isAppError } from "./errors";

describe("AppError", () => {
  it.each([
    ["VALIDATION", 400],
    ["UNAUTHENTICATED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["PAYLOAD_TOO_LARGE", 413],
    ["RATE_LIMITED", 429],
    ["BAD_ORIGIN", 403],
    ["INTERNAL", 500],
    ["SERVICE_UNAVAILABLE", 503],
  ] as const)("%s answers HTTP %d", (code, status) => {
    expect(new AppError(code).status).toBe(status);
    expect(errorCodes[code].status).toBe(status);
  });

  it("uses the catalogue's wording by default", () => {
    expect(new AppError("FORBIDDEN").message).toBe(messages.access.notAuthorized);
    expect(new AppError("RATE_LIMITED").message).toBe(messages.auth.tooManyAttempts);
    expect(new AppError("INTERNAL").message).toBe(messages.errors.unexpected);
    expect(new AppError("UNAUTHENTICATED").message).toBe(messages.auth.loginRequiredShort);
  });

  it("serialises code, message and field errors, never the cause", () => {
    const error = new AppError("VALIDATION", {
      fieldErrors: { email: messages.validation.emailInvalid },
      cause: new Error("secret detail"),
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      error: {
        code: "VALIDATION",
        message: "Please correct the highlighted fields.",
        fieldErrors: { email: messages.validation.emailInvalid },
      },
    });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it("is recognised by isAppError, other errors are not", () => {
    expect(isAppError(new AppError("NOT_FOUND"))).toBe(true);
    expect(isAppError(new Error("x"))).toBe(false);
    expect(isAppError({ code: "NOT_FOUND" })).toBe(false);
  });
});
