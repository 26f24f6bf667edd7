import { sql, type SQL } from "drizzle-orm";
import { products } from "#db/schema";

/**
 * The words of what a person typed, as letters and digits only, so nothing they type is read as
 * query syntax. Each word matches as a prefix ("ken" finds "kente").
 */
function searchWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * A tsquery over both dictionaries the product vector uses ('english' for names, 'simple' for SKU and model
 * number).
 */
function prefixQuery(words: string[]): SQL {
  const text = words.map((word) => `${word}:*`).join(" & ");
  return sql`(to_tsquery('simple', ${text}) || to_tsquery('english', ${text}))`;
}

/**
 * How a search matches: "words" is the full-text match (every word as a prefix), ranked by
 * ts_rank; "spelling" is a close spelling of the name (trigram word similarity, for typos like
 * "kentey"), ranked by that similarity. Searches try "words" and fall back to "spelling" only when
 * nothing matches: ranking every fuzzy candidate as well costs several times the whole search.
 */
export type MatchMode = "words" | "spelling";

export const matchModes: readonly MatchMode[] = ["words", "spelling"];

export function searchMatch(text: string, mode: MatchMode): { where: SQL; rank: SQL<number> } {
  const words = searchWords(text);
  // A typed constant: a bare 0 in ORDER BY would mean "the 0th column".
  if (words.length === 0) return { where: sql`false`, rank: sql<number>`0::real` };
  if (mode === "spelling") {
    const phrase = words.join(" ");
    return {
      where: sql`${phrase} <% ${products.name}`,
      rank: sql<number>`word_similarity(${phrase}, ${products.name})`,
    };
  }
  const query = prefixQuery(words);
  return {
    where: sql`${products.searchVector} @@ ${query}`,
    rank: sql<number>`ts_rank(${products.searchVector}, ${query})`,
  };
}
