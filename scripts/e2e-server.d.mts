// Types of scripts/e2e-server.mjs, which plain Node runs (scripts/test.mjs) and playwright.config.ts imports.
export declare const e2ePort: number;
export declare const e2eBaseURL: string;
export declare const e2eDataDir: string;
export declare const e2eDatabaseReadyVariable: string;
export declare const e2eServerEnv: Record<string, string>;
