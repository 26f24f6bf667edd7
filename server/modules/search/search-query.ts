import { sql, type SQL } from "drizzle-orm";
import { products } from "#db/schema";

/**
 * The words of what a person typed, as letters and digits only, so nothing they type is read as
 * query syntax. Each word matches as a prefix ("ken" finds "kente").
 */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** A tsquery over both dictionaries the product vector uses ('simple' for names, 'english' for descriptions). */
function prefixQuery(words: string[]): SQL {
  const text = words.map((word) => `${word}:*`).join(" & ");
  return sql`(to_tsquery('simple', ${text}) || to_tsquery('english', ${text}))`;
}

/**
 * Full-text match on the product vector, or a close spelling of the name (trigram word similarity,
 * for typos like "kentey"), with a relevance score combining both.
 */
export function searchMatch(text: string): { where: SQL; rank: SQL<number> } {
  const words = searchWords(text);
  const phrase = words.join(" ");
  // A typed constant: a bare 0 in ORDER BY would mean "the 0th column".
  if (words.length === 0) return { where: sql`false`, rank: sql<number>`0::real` };
  const query = prefixQuery(words);
  return {
    where: sql`(${products.searchVector} @@ ${query} or ${phrase} <% ${products.name})`,
    rank: sql<number>`(ts_rank_cd(${products.searchVector}, ${query}) + word_similarity(${phrase}, ${products.name}))`,
  };
}
