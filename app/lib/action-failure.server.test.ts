import { formMessage } from "#common/action-failure";
import { AppError } from "#server/lib/errors";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { actionFailure } from "./action-failure.server";

describe("actionFailure", () => {
  it("answers an AppError with its status, sentence, field messages and the typed values", () => {
    const failure = actionFailure(
      new AppError("VALIDATION", { fieldErrors: { email: "Invalid email address" } }),
      { values: { email: "nope" }, extra: { step: "shipping" } },
    );
    expect(failure.init?.status).toBe(400);
    expect(failure.data).toEqual({
      ok: false,
      code: "VALIDATION",
      message: "Please correct the highlighted fields.",
      fieldErrors: { email: "Invalid email address" },
      values: { email: "nope" },
      step: "shipping",
    });
    // The field says it beside the input; no second sentence above the form.
    expect(formMessage(failure.data)).toBeUndefined();
  });

  it("says when to try again after too many attempts", () => {
    const failure = actionFailure(new AppError("RATE_LIMITED", { retryAfterSeconds: 60 }));
    expect(failure.init?.status).toBe(429);
    expect(new Headers(failure.init?.headers).get("Retry-After")).toBe("60");
    expect(formMessage(failure.data)).toBe(failure.data.message);
  });

  it("sends an unexpected error on to the error page unless the form has its own sentence for it", () => {
    const bug = new Error("boom");
    expect(() => actionFailure(bug)).toThrow(bug);
    const logged: unknown[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const failure = actionFailure(bug, { unexpected: { message: "Failed to sign in", logger } });
    expect(failure.init?.status).toBe(500);
    expect(failure.data).toMatchObject({ ok: false, code: "INTERNAL", message: "Failed to sign in" });
    expect(logged).toHaveLength(1);
  });

  it("lets a form keep one sentence for every failure", () => {
    const failure = actionFailure(new AppError("NOT_FOUND", { message: "Product not found" }), {
      message: "Could not update your wishlist",
    });
    expect(failure.init?.status).toBe(404);
    expect(failure.data.message).toBe("Could not update your wishlist");
  });
});
