// Page numbers for the list's pager: all of them when few, else the first, the last and a
// window around the current one, with gaps between.

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** Ceiling of total / page size, at least 1 (an empty list still has page 1). */
export function totalPagesOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageItems(current: number, totalPages: number, around = 1): PageItem[] {
  const last = Math.max(1, totalPages);
  const page = Math.min(Math.max(1, current), last);
  const shown = new Set<number>([1, last]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (previous !== undefined && p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
  });
  return items;
}
