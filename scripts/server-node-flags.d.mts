// Types of scripts/server-node-flags.mjs, which plain Node runs (scripts/prepare-e2e-database.mjs) and TypeScript imports.
export declare const serverNodeFlags: readonly string[];
