import { translate } from '../../../i18n/i18n';

/** Pages needed for `total` items; at least 1, so an empty list still reads 'Page 1 of 1'. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a page number inside 1..totalPages (a search can shrink the list under the current page). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

/** The items of one page (pages count from 1). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** 'Page 2 of 5', in the active language. */
export function pageLabel(page: number, totalPages: number): string {
  return translate('admin.pager.page', { page, totalPages });
}

/** 'Showing 13–24 of 40' style range of the items on a page; null when there is nothing to show. */
export function pageRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number } | null {
  if (total <= 0) return null;
  const from = (page - 1) * pageSize + 1;
  if (from > total) return null;
  return { from, to: Math.min(total, page * pageSize) };
}
