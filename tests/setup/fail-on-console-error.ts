import { inspect } from "node:util";
import { type MockInstance, afterEach, beforeEach, vi } from "vitest";

/**
 * A stray console.error fails the test that caused it. The call still prints
 * (the spy passes through), and the test reports what was logged.
 */
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  spy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  const logged = calls.map((args) =>
    args.map((arg) => (typeof arg === "string" ? arg : inspect(arg, { depth: 4 }))).join(" "),
  );
  spy?.mockRestore();
  spy = undefined;
  if (logged.length > 0) {
    throw new Error(
      `console.error was called during this test (${logged.length}×):\n${logged.join("\n---\n")}`,
    );
  }
});
