/** A page number from a query string: anything malformed or out of range reads as page 1. */
export function pageParam(value: string | null | undefined, maxPage = 10_000): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, maxPage) : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
