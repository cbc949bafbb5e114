import type { Database } from './database';
import { namedStatement } from './named-statement';

/**
 * The statement a batch of writes is sent in (decision 059): a plpgsql function whose first argument is the
 * items as a JSON array (`$1::jsonb`) and which answers at most one row per item, with the item's place in
 * the array as `n` (from 1). Answers the rows in the items' order; undefined for an item without a row
 * (its session was not open). `text` is the call, with any further arguments as $2…, named by `params`.
 * Used only by the task writes (repositories/tasks-repository.ts).
 */
export function batchStatement<Row extends Record<string, unknown>, Name extends string = never>(
  name: string,
  text: string,
  params: readonly Name[] = [],
) {
  const statement = namedStatement<Row & { n: number }, 'items' | Name>(name, text, ['items', ...params]);
  return async (db: Database, items: object[], values = {} as Record<Name, unknown>) => {
    const rows = await statement(db, { ...values, items: JSON.stringify(items) } as Record<
      'items' | Name,
      unknown
    >);
    const answers: (Row | undefined)[] = items.map(() => undefined);
    for (const row of rows) answers[row.n - 1] = row;
    return answers;
  };
}
