import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Reads the matching queries again after a write. `invalidateQueries` alone is not enough: a query still
 * waiting for its first answer is joined, not restarted (TanStack Query cancels an in-flight read only when
 * the query already has data), and that first read may have left before the write and miss it.
 */
export async function readAgainAfterWrite(queryClient: QueryClient, filters: QueryFilters) {
  // Only the queries without data: the others are restarted by the invalidation itself, and cancelling
  // them would put back the data from before an optimistic update.
  await queryClient.cancelQueries({ ...filters, predicate: (query) => query.state.data === undefined });
  await queryClient.invalidateQueries(filters);
}
