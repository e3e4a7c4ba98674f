/** Ceiling of total / page size, never below 1 (an empty list still has page 1). */
export function totalPages(totalItems: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / pageSize));
}

export interface PageRange {
  /** Zero-based offset of the page's first row. */
  offset: number;
  limit: number;
}

/**
 * Offset and limit of 1-based `page`. (The original product's inclusive range "start to start + 65"
 * for a page of 66 is the same rows.)
 */
export function pageRange(page: number, pageSize: number): PageRange {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a positive integer, got ${page}`);
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  return { offset: (page - 1) * pageSize, limit: pageSize };
}
