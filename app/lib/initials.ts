/** Up to two capital initials of a name, for avatar and logo placeholders ("Lagos Threads" → "LT"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
