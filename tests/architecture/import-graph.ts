import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The project's own import graph, read from the sources (no build): which project file each file
 * imports, through relative paths and the tsconfig aliases. Type-only imports count; a dynamic
 * import() does not (it loads later, on demand). Shared by the architecture tests.
 */

export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const aliases: Record<string, string> = {
  "~/": "app/",
  "#server/": "server/",
  "#common/": "common/",
  "#db/": "db/",
};
const extensions = [".ts", ".tsx"];

export function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(projectRoot, relative)).isDirectory()) return sourceFiles(relative);
    return extensions.some((extension) => name.endsWith(extension)) && !name.endsWith(".d.ts")
      ? [relative]
      : [];
  });
}

/** The project file an import names, or null for a package or a generated file (./+types/...). */
function resolveImport(fromFile: string, specifier: string): string | null {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let target: string;
  if (alias) target = aliases[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(fromFile), specifier);
  else return null;
  const candidates = [
    target,
    ...extensions.map((extension) => target + extension),
    ...extensions.map((extension) => `${target}/index${extension}`),
  ];
  return (
    candidates.find((candidate) => {
      const absolute = path.join(projectRoot, candidate);
      return existsSync(absolute) && statSync(absolute).isFile();
    }) ?? null
  );
}

export function importGraph(folders: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(projectRoot, file), "utf8"),
      ts.ScriptTarget.Latest,
    );
    const targets = source.statements
      .flatMap((statement) =>
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? [statement.moduleSpecifier.text]
          : [],
      )
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each cycle as one closed path of files (the first file repeated at the end), found per strongly connected group. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;

  function connect(file: string) {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group);
    }
  }

  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return groups.map((group) => closedPath(graph, new Set(group)));
}

/** The shortest way from a group's first file back to itself, staying inside the group. */
function closedPath(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const way: string[] = [];
        for (
          let step: string | undefined = file;
          step !== undefined && step !== start;
          step = cameFrom.get(step)
        ) {
          way.unshift(step);
        }
        return [start, ...way, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
