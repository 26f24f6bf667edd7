import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, importGraph, projectRoot as root, sourceFiles } from "./import-graph";

// Each table belongs to the module named by its schema file (db/schema/<module>.ts), and only files
// under server/modules/<module>/ write it. Flows and other modules call that module's commands, so
// one module's rules (stock, order totals, a promotion's use count) live in one place. Seed data,
// scripts, benchmarks and tests write what they need and are not checked.

const isTest = (file: string) => file.endsWith(".test.ts");

/** Drizzle variable and SQL name of every table → the schema file (module) declaring it. */
function tableOwners() {
  const byVariable = new Map<string, string>();
  const bySqlName = new Map<string, string>();
  for (const file of readdirSync(path.join(root, "db/schema")).filter((name) => name.endsWith(".ts"))) {
    const owner = file.replace(/\.ts$/, "");
    const text = readFileSync(path.join(root, "db/schema", file), "utf8");
    for (const [, variable, sqlName] of text.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) {
      byVariable.set(variable!, owner);
      bySqlName.set(sqlName!, owner);
    }
  }
  return { byVariable, bySqlName };
}

/** Every write in a source file, as the table it names: `.insert(x)`, `.update(x)`, `.delete(x)` and raw SQL. */
function writtenTables(text: string, { byVariable, bySqlName }: ReturnType<typeof tableOwners>) {
  const tables: { table: string; owner: string }[] = [];
  for (const [, variable] of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const owner = byVariable.get(variable!);
    if (owner) tables.push({ table: variable!, owner });
  }
  for (const [, variable, sqlName] of text.matchAll(
    /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)/gi,
  )) {
    const owner = variable ? byVariable.get(variable) : bySqlName.get(sqlName!.toLowerCase());
    if (owner) tables.push({ table: variable ?? sqlName!, owner });
  }
  return tables;
}

/** Files under server/ writing a table their module does not own, as "file writes table (owner)". */
export function ownershipOffenders(files: { file: string; text: string }[]): string[] {
  const owners = tableOwners();
  return files.flatMap(({ file, text }) =>
    writtenTables(text, owners)
      .filter(({ owner }) => !file.startsWith(`server/modules/${owner}/`))
      .map(({ table, owner }) => `${file} writes ${table} (owned by ${owner})`),
  );
}

/** Which other modules each module's code imports (its tests are left out: they may import anything). */
function moduleImports(): Map<string, string[]> {
  const moduleOf = (file: string) => file.split("/")[2]!;
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of importGraph(["server/modules"])) {
    if (isTest(file)) continue;
    const module = moduleOf(file);
    const imported = graph.get(module) ?? new Set<string>();
    graph.set(module, imported);
    for (const target of targets) if (moduleOf(target) !== module) imported.add(moduleOf(target));
  }
  return new Map([...graph].map(([module, imported]) => [module, [...imported]]));
}

describe("module boundaries", () => {
  it("only the owning module writes a table", () => {
    const files = sourceFiles("server")
      .filter((file) => !isTest(file))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
    expect(ownershipOffenders(files)).toEqual([]);
  });

  it("the check sees writes through drizzle and raw SQL", () => {
    const planted = [
      { file: "server/flows/x.ts", text: "await tx.update(products).set({})" },
      { file: "server/modules/reviews/x.ts", text: "sql`update ${products} set rating_count = 0`" },
      { file: "server/modules/orders/x.ts", text: "sql`delete from cart_items where cart_id = ${id}`" },
      { file: "server/modules/catalog/x.ts", text: "await tx.update(products).set({})" },
    ];
    expect(ownershipOffenders(planted)).toEqual([
      "server/flows/x.ts writes products (owned by catalog)",
      "server/modules/reviews/x.ts writes products (owned by catalog)",
      "server/modules/orders/x.ts writes cart_items (owned by cart)",
    ]);
  });

  it("no two modules import each other, directly or round a loop", () => {
    const cycles = findCycles(moduleImports());
    expect(cycles.map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});
