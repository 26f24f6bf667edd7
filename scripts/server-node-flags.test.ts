import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "./server-node-flags.mjs";

// The flags cannot be set from inside the process, so every command that starts the server must
// carry them: these two are written out by hand and could drift from the list.
describe("the server's Node.js flags", () => {
  it("are on npm start's node command", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts
      .start;
    expect(start).toBe(`node ${serverNodeFlags.join(" ")} scripts/start.mjs`);
  });

  it("are on the README's production command", () => {
    expect(readFileSync("README.md", "utf8")).toContain(
      `\`node ${serverNodeFlags.join(" ")} build/server-main.js\``,
    );
  });
});
