import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Each table belongs to the module named by its schema file (db/schema/<module>.ts), and only files
// under server/modules/<module>/ write it. Flows and other modules call that module's commands, so
// one module's rules (stock, order totals, a promotion's use count) live in one place. Seed data,
// scripts, benchmarks and tests write what they need and are not checked.

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => path.join(dir, file));
}

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

function moduleImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles("server/modules")) {
    const module = file.split(path.sep)[2]!;
    const targets = graph.get(module) ?? new Set<string>();
    graph.set(module, targets);
    const text = readFileSync(path.join(root, file), "utf8");
    for (const [, specifier] of text.matchAll(/from\s+"([^"]+)"/g)) {
      const resolved = specifier!.startsWith(".")
        ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier!))
        : specifier!.replace(/^#server\//, "server/");
      const [top, modules, target] = resolved.split(/[/\\]/);
      if (top === "server" && modules === "modules" && target && target !== module) targets.add(target);
    }
  }
  return graph;
}

describe("module boundaries", () => {
  it("only the owning module writes a table", () => {
    const files = sourceFiles("server").map((file) => ({
      file: file.split(path.sep).join("/"),
      text: readFileSync(path.join(root, file), "utf8"),
    }));
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
    const graph = moduleImports();
    const cycles: string[] = [];
    const visit = (module: string, trail: string[]) => {
      for (const next of graph.get(module) ?? []) {
        if (next === trail[0]) cycles.push([...trail, next].join(" → "));
        else if (!trail.includes(next) && next > trail[0]!) visit(next, [...trail, next]);
      }
    };
    for (const module of [...graph.keys()].sort()) visit(module, [module]);
    expect(cycles).toEqual([]);
  });
});
