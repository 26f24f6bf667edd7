/** What the global setup hands to every test worker (through Vitest's provide/inject). */
export type TestTemplate =
  | { kind: "pglite"; /** A tarball of the migrated, seeded PGlite data directory. */ tarballPath: string }
  | {
      kind: "postgres";
      /** Where to run CREATE/DROP DATABASE. */ adminUrl: string;
      templateName: string;
      runId: string;
    };

declare module "vitest" {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}
