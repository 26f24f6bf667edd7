/**
 * A media key names one stored file, e.g. "seed/v1/products/kente-stole-1". Keys come from URLs,
 * so they are checked before they touch storage: lower-case letters, digits and `/ _ - .` only,
 * every segment starting with a letter or digit (so no "..", no hidden files, no empty segments).
 */
const segment = "[a-z0-9][a-z0-9_.-]*";
const keyPattern = new RegExp(`^${segment}(?:/${segment})*$`);
export const maxMediaKeyLength = 256;

export function isValidMediaKey(key: string): boolean {
  return key.length <= maxMediaKeyLength && keyPattern.test(key) && !key.includes("..");
}
