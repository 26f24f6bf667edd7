/** Database names and URLs for the PostgreSQL mode; shared by the global setup and the workers. */

export const templatePrefix = "sab_tmpl_";
export const testDatabasePrefix = "sab_t_";

/** A URL like the given one but pointing at another database on the same server. */
export function urlForDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Database names here are generated from digits, letters and underscores only; quote them anyway. */
export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  return `"${name}"`;
}
