import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyReorder, type Board, placeTask, toOrderedTasks } from './reorder';

const board = (mustDo: string[], canDo: string[]): Board => ({ 'must do': mustDo, 'can do': canDo });

describe('placeTask: a drop onto a task takes its place, a drop on a zone appends', () => {
  it('moves within a zone to the position of the task it is dropped on', () => {
    const b = board(['a', 'b', 'c', 'd'], []);
    expect(placeTask(b, 'a', { zone: 'must do', overTaskId: 'c' })['must do']).toEqual(['b', 'c', 'a', 'd']);
    expect(placeTask(b, 'd', { zone: 'must do', overTaskId: 'b' })['must do']).toEqual(['a', 'd', 'b', 'c']);
  });

  it('appends after the last task when dropped on the zone, also within the same zone', () => {
    expect(placeTask(board(['a', 'b'], ['x']), 'a', { zone: 'can do' })).toEqual(board(['b'], ['x', 'a']));
    expect(placeTask(board(['a', 'b', 'c'], []), 'a', { zone: 'must do' })).toEqual(
      board(['b', 'c', 'a'], []),
    );
    expect(placeTask(board(['a'], []), 'a', { zone: 'can do' })).toEqual(board([], ['a']));
  });

  it('takes the position of the task it is dropped on in the other zone', () => {
    expect(placeTask(board(['a', 'b'], ['x', 'y']), 'b', { zone: 'can do', overTaskId: 'y' })).toEqual(
      board(['a'], ['x', 'b', 'y']),
    );
  });

  it('leaves the board alone for a drop on itself or an unknown task', () => {
    const b = board(['a', 'b'], ['x']);
    expect(placeTask(b, 'a', { zone: 'can do', overTaskId: 'a' })).toEqual(b);
    expect(placeTask(b, 'zzz', { zone: 'can do' })).toEqual(b);
  });

  const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 15 });
  it('always yields a permutation of the same tasks, the dragged one in the target zone', () => {
    fc.assert(
      fc.property(
        ids,
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        (all, pick, overPick, toCan, onTask) => {
          fc.pre(all.length > 0);
          const split = Math.floor(all.length / 2);
          const b = board(all.slice(0, split), all.slice(split));
          const id = all[pick % all.length] as string;
          const zone = toCan ? 'can do' : 'must do';
          const over = onTask && b[zone].length > 0 ? b[zone][overPick % b[zone].length] : undefined;
          const next = placeTask(b, id, { zone, overTaskId: over });
          expect([...next['must do'], ...next['can do']].sort()).toEqual([...all].sort());
          if (over !== id) expect(next[zone]).toContain(id);
          if (over === undefined) expect(next[zone].at(-1)).toBe(id);
          else if (over !== id) expect(next[zone].indexOf(id)).toBe(b[zone].indexOf(over));
          const others = (z: Board) => [...z['must do'], 'split', ...z['can do']].filter((t) => t !== id);
          expect(others(next)).toEqual(others(b));
        },
      ),
    );
  });

  it('lists every task with its zone and rank for the server', () => {
    expect(toOrderedTasks(board(['a', 'b'], ['x']))).toEqual([
      { id: 'a', priority: 'must do', order: 0 },
      { id: 'b', priority: 'must do', order: 1 },
      { id: 'x', priority: 'can do', order: 0 },
    ]);
  });
});

describe('applyReorder (server placement)', () => {
  const current = [
    { id: 'a', priority: 'must do' as const, position: 0 },
    { id: 'b', priority: 'must do' as const, position: 1 },
    { id: 'x', priority: 'can do' as const, position: 0 },
  ];

  it('stores the full list as sent, positions 0..n−1 per zone', () => {
    const placed = applyReorder(current, toOrderedTasks(board(['x', 'a'], ['b'])));
    expect(placed).toEqual([
      { id: 'x', priority: 'must do', position: 0 },
      { id: 'a', priority: 'must do', position: 1 },
      { id: 'b', priority: 'can do', position: 0 },
    ]);
  });

  it('keeps tasks a partial list does not name after the named ones of their zone', () => {
    const placed = applyReorder(current, [{ id: 'b', priority: 'must do', order: 7 }]);
    expect(placed).toEqual([
      { id: 'b', priority: 'must do', position: 0 },
      { id: 'a', priority: 'must do', position: 1 },
      { id: 'x', priority: 'can do', position: 0 },
    ]);
  });

  it('puts a named task the board does not hold (finished) where it was dropped, keeping its rank slot', () => {
    const placed = applyReorder(current, [
      { id: 'done', priority: 'can do', order: 5 },
      { id: 'b', priority: 'can do', order: 6 },
    ]);
    expect(placed).toEqual([
      { id: 'a', priority: 'must do', position: 0 },
      { id: 'done', priority: 'can do', position: 5 },
      { id: 'b', priority: 'can do', position: 1 },
      { id: 'x', priority: 'can do', position: 2 },
    ]);
  });

  it('places every task exactly once and honours the sent order', () => {
    const zone = fc.constantFrom('must do' as const, 'can do' as const);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 30 }),
        fc.array(fc.tuple(zone, fc.nat(50), fc.boolean()), { maxLength: 30 }),
        (taskIds, choices) => {
          const tasks = taskIds.map((n, i) => ({
            id: `t${n}`,
            priority: (choices[i]?.[0] ?? 'must do') as 'must do' | 'can do',
            position: i,
          }));
          const listed = tasks
            .filter((_, i) => choices[i]?.[2] ?? true)
            .map((t, i) => ({
              id: t.id,
              priority: choices[(i + 3) % Math.max(1, choices.length)]?.[0] ?? t.priority,
              order: choices[i]?.[1] ?? 0,
            }));
          const placed = applyReorder(tasks, listed);
          expect(placed.map((p) => p.id).sort()).toEqual(tasks.map((t) => t.id).sort());
          for (const item of listed) {
            const p = placed.find((x) => x.id === item.id);
            expect(p?.priority).toBe(item.priority);
          }
          for (const z of ['must do', 'can do'] as const) {
            const positions = placed.filter((p) => p.priority === z).map((p) => p.position);
            expect(positions).toEqual(positions.map((_, i) => i));
          }
        },
      ),
    );
  });

  it('places named finished tasks where dropped and ranks every other task as without them', () => {
    const zone = fc.constantFrom('must do' as const, 'can do' as const);
    const itemArb = fc.record({ priority: zone, order: fc.nat(20) });
    fc.assert(
      fc.property(
        fc.array(zone, { maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(11), itemArb), { maxLength: 12 }),
        fc.array(itemArb, { maxLength: 4 }),
        (zones, picks, finished) => {
          const tasks = zones.map((priority, i) => ({ id: `t${i}`, priority, position: i }));
          const listed = [
            ...new Map(picks.map(([pick, item]) => [`t${pick % Math.max(1, zones.length)}`, item])),
          ]
            .filter(([id]) => tasks.some((t) => t.id === id))
            .map(([id, item]) => ({ id, ...item }));
          const withFinished = [...listed, ...finished.map((item, i) => ({ id: `f${i}`, ...item }))];
          const placed = applyReorder(tasks, withFinished);
          for (const [i, item] of finished.entries()) {
            expect(placed.find((p) => p.id === `f${i}`)).toEqual({
              id: `f${i}`,
              priority: item.priority,
              position: item.order,
            });
          }
          // The ongoing tasks keep their zone and relative order whatever finished tasks are named.
          const order = (list: typeof placed) =>
            list
              .filter((p) => p.id.startsWith('t'))
              .sort((a, b) => a.position - b.position)
              .map((p) => `${p.priority}:${p.id}`);
          const alone = applyReorder(tasks, listed);
          expect(order(placed).sort()).toEqual(order(alone).sort());
          for (const z of ['must do', 'can do']) {
            expect(order(placed).filter((p) => p.startsWith(z))).toEqual(
              order(alone).filter((p) => p.startsWith(z)),
            );
          }
        },
      ),
    );
  });
});
