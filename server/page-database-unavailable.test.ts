import { describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { appOnBuild, reducedBuild } from "../tests/reduced-build";
import { useTestDatabase } from "../tests/setup/database";

const t = useTestDatabase();

/** What node-postgres throws when the server ends the connection mid-query (admin_shutdown). */
function terminatedConnection(): Error {
  return Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
}

/**
 * The React Router build reduced to one page whose loader fails as `fail` says, with the real handleError.
 */
function appWithPage(fail: () => Error) {
  const loader = () => {
    throw fail();
  };
  const build = reducedBuild(
    { "routes/broken": { path: "broken", module: { default: () => null, loader } } },
    { handleError },
  );
  return appOnBuild(t.db, build, { APP_URL: "http://shop.example.com" });
}

describe("a page whose database connection is lost", () => {
  it("answers 503, so the browser and monitoring know to try again", async () => {
    const response = await appWithPage(terminatedConnection).request("http://shop.example.com/broken");

    expect(response.status).toBe(503);
  });

  it("answers a client-side navigation's data request 503 too", async () => {
    const response = await appWithPage(terminatedConnection).request("http://shop.example.com/broken.data");

    expect(response.status).toBe(503);
  });

  it("still answers 500 for any other failure, and logs it as an error", async () => {
    const loggedError = vi.mocked(console.error).mockImplementation(() => {});

    const response = await appWithPage(() => new TypeError("a bug")).request(
      "http://shop.example.com/broken",
    );

    expect(response.status).toBe(500);
    expect(loggedError).toHaveBeenCalledWith(expect.objectContaining({ message: "a bug" }));
    // Seen and expected: the suite's check for stray console.error calls need not fail this test.
    loggedError.mockClear();
  });
});
