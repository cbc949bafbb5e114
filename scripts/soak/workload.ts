// The mixed workload of the soak scenarios: many signed-in users claiming coins and focus time, toggling,
// reordering, adding and deleting tasks, upgrading and reading stats, from `workers` concurrent connections
// until a deadline. Every answer is counted; every acknowledged (2xx) write goes into a journal the
// invariant checks compare with the database afterwards, and every write whose fate is unknown (no answer,
// a 5xx) is noted as uncertain so a crash or an outage can be judged fairly: it may or may not have happened.
import type { SeededUser } from '../bench/seed-users';
import { type HttpClient, jsonOf, type Outcome } from './http-client';

export type UserJournal = {
  focusCoins: number;
  focusTime: number;
  levels: number;
  spent: number;
  taskCoins: number;
  focusPeriods: number;
  pomodorosByTask: Map<string, number>;
  togglesByTask: Map<string, number>;
  created: Set<string>;
  deleted: Set<string>;
  /** Board order (ids) of the last acknowledged reorder; only kept for users one worker owns. */
  lastReorder: string[] | undefined;
  uncertain: {
    focusCoins: number;
    focusTime: number;
    /** Most levels the uncertain upgrade requests could have bought. */
    levels: number;
    taskCoins: number;
    focusPeriods: number;
    tasks: Set<string>;
    creates: number;
    board: boolean;
  };
};

export type Journal = Map<string, UserJournal>;

export type WorkloadStats = {
  requests: number;
  byStatus: Map<number, number>;
  connectionErrors: number;
  timeouts: number;
  /** A few 5xx answers and connection errors, for the report. */
  samples: string[];
  /** Per action: requests and 2xx. */
  byAction: Map<string, { requests: number; ok: number }>;
  latenciesMs: number[];
};

export function newJournal(users: SeededUser[]): Journal {
  return new Map(users.map((user) => [user.id, emptyUserJournal()]));
}

function emptyUserJournal(): UserJournal {
  return {
    focusCoins: 0,
    focusTime: 0,
    levels: 0,
    spent: 0,
    taskCoins: 0,
    focusPeriods: 0,
    pomodorosByTask: new Map(),
    togglesByTask: new Map(),
    created: new Set(),
    deleted: new Set(),
    lastReorder: undefined,
    uncertain: {
      focusCoins: 0,
      focusTime: 0,
      levels: 0,
      taskCoins: 0,
      focusPeriods: 0,
      tasks: new Set(),
      creates: 0,
      board: false,
    },
  };
}

export function newStats(): WorkloadStats {
  return {
    requests: 0,
    byStatus: new Map(),
    connectionErrors: 0,
    timeouts: 0,
    samples: [],
    byAction: new Map(),
    latenciesMs: [],
  };
}

type Context = { user: SeededUser; journal: UserJournal; owned: boolean; tasks: string[]; round: number };
type Action = {
  name: string;
  weight: number;
  /** Actions whose final state depends on the order of requests run only for users one worker owns. */
  ownedOnly?: boolean;
  write: boolean;
  run: (
    client: HttpClient,
    ctx: Context,
  ) => Promise<{ outcome: Outcome; ack: (body: unknown) => void; unsure: () => void }>;
};

const today = () => new Date().toISOString().slice(0, 10);
const pick = <T>(list: T[], round: number) => list[round % list.length]!;
const bump = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);
const nothing = () => {};

const read = (name: string, path: string, weight: number): Action => ({
  name,
  weight,
  write: false,
  run: async (client, { user }) => ({
    outcome: await client.send({ method: 'GET', path, token: user.token }),
    ack: nothing,
    unsure: nothing,
  }),
});

export const ACTIONS: Action[] = [
  {
    name: 'save-coin',
    weight: 14,
    write: true,
    run: async (client, { user, journal, round }) => {
      const coins = 1 + (round % 3);
      return {
        outcome: await client.send({
          method: 'POST',
          path: '/api/auth/save-coin',
          token: user.token,
          json: { coins },
        }),
        ack: (body) => {
          journal.focusCoins += (body as { credited: number }).credited;
        },
        unsure: () => {
          journal.uncertain.focusCoins += coins;
        },
      };
    },
  },
  {
    name: 'update-time-spent',
    weight: 10,
    write: true,
    run: async (client, { user, journal }) => ({
      outcome: await client.send({
        method: 'POST',
        path: '/api/user-activity/update-time-spent',
        token: user.token,
        json: { timeSpentInSeconds: 32 },
      }),
      ack: (body) => {
        journal.focusTime += (body as { credited: number }).credited;
      },
      unsure: () => {
        journal.uncertain.focusTime += 32;
      },
    }),
  },
  ...(['updateLevel', 'updateMultipleLevels'] as const).map(
    (route): Action => ({
      name: route,
      weight: route === 'updateLevel' ? 8 : 2,
      write: true,
      run: async (client, { user, journal }) => ({
        outcome: await client.send({ method: 'PATCH', path: `/api/auth/${route}`, token: user.token }),
        ack: (body) => {
          const plan = body as { levelsUpgraded: number; totalCostSpent: number };
          journal.levels += plan.levelsUpgraded;
          journal.spent += plan.totalCostSpent;
        },
        unsure: () => {
          journal.uncertain.levels += route === 'updateLevel' ? 1 : 49;
        },
      }),
    }),
  ),
  {
    name: 'toggle',
    weight: 10,
    write: true,
    run: async (client, { user, journal, tasks, round }) => {
      const id = pick(tasks, round);
      return {
        outcome: await client.send({ method: 'PATCH', path: `/api/tasks/${id}/toggle`, token: user.token }),
        ack: (body) => {
          bump(journal.togglesByTask, id);
          journal.taskCoins += (body as { coinsEarned: number }).coinsEarned;
        },
        unsure: () => {
          journal.uncertain.tasks.add(id);
          journal.uncertain.taskCoins += 2;
          journal.uncertain.board = true;
        },
      };
    },
  },
  {
    name: 'complete-pomodoro',
    weight: 6,
    write: true,
    run: async (client, { user, journal, tasks, round }) => {
      const id = pick(tasks, round + 1);
      return {
        outcome: await client.send({
          method: 'POST',
          path: '/api/tasks/complete-pomodoro',
          token: user.token,
          json: { taskId: id },
        }),
        ack: (body) => {
          if ((body as { credited: boolean }).credited) bump(journal.pomodorosByTask, id);
        },
        unsure: () => {
          journal.uncertain.tasks.add(id);
        },
      };
    },
  },
  {
    name: 'focus-period',
    weight: 3,
    write: true,
    run: async (client, { user, journal, round }) => ({
      outcome: await client.send({
        method: 'POST',
        path: '/api/user-activity/focus-period',
        token: user.token,
        json: { kind: round % 2 ? 'focus' : 'break', seconds: 1500 },
      }),
      ack: () => {
        journal.focusPeriods += 1;
      },
      unsure: () => {
        journal.uncertain.focusPeriods += 1;
      },
    }),
  },
  {
    name: 'reorder',
    weight: 6,
    ownedOnly: true,
    write: true,
    run: async (client, { user, journal, tasks, round }) => {
      // A drag: the user's tasks rotated, alternating zones.
      const shift = round % tasks.length;
      const moved = [...tasks.slice(shift), ...tasks.slice(0, shift)];
      const orderedTasks = moved.map((id, i) => ({
        id,
        priority: (i + round) % 2 ? 'can do' : 'must do',
        order: Math.floor(i / 2),
      }));
      return {
        outcome: await client.send({
          method: 'PATCH',
          path: '/api/tasks/reorder',
          token: user.token,
          json: { orderedTasks },
        }),
        ack: (body) => {
          journal.lastReorder = (body as { ongoingTasks: { _id: string }[] }).ongoingTasks.map((t) => t._id);
        },
        unsure: () => {
          journal.uncertain.board = true;
        },
      };
    },
  },
  {
    name: 'create-task',
    weight: 3,
    ownedOnly: true,
    write: true,
    run: async (client, { user, journal, tasks, round }) => ({
      outcome: await client.send({
        method: 'POST',
        path: '/api/tasks',
        token: user.token,
        json: {
          taskName: `Soak task ${round} ✓ 集中`,
          dueDate: today(),
          estimatedPomodoros: round % 5,
          priority: round % 2 ? 'can do' : 'must do',
        },
      }),
      ack: (body) => {
        const id = (body as { task: { _id: string } }).task._id;
        journal.created.add(id);
        tasks.push(id);
      },
      unsure: () => {
        journal.uncertain.creates += 1;
      },
    }),
  },
  {
    name: 'delete-task',
    weight: 2,
    ownedOnly: true,
    write: true,
    run: async (client, { user, journal, tasks }) => {
      // Only tasks this run created, so the seeded ones stay for toggles and reorders.
      const id = [...journal.created].find((created) => !journal.deleted.has(created));
      if (!id)
        return {
          outcome: await client.send({ method: 'GET', path: '/api/tasks', token: user.token }),
          ack: nothing,
          unsure: nothing,
        };
      return {
        outcome: await client.send({ method: 'DELETE', path: `/api/tasks/${id}`, token: user.token }),
        ack: () => {
          journal.deleted.add(id);
          tasks.splice(tasks.indexOf(id), 1);
        },
        unsure: () => {
          journal.uncertain.tasks.add(id);
          journal.uncertain.board = true;
        },
      };
    },
  },
  read('stats', '/api/user/stats', 8),
  read('user-level', '/api/auth/user-level', 6),
  read('can-level-upgrade', '/api/auth/can-level-upgrade', 5),
  read('tasks', '/api/tasks', 6),
  read('remaining-pomodoros', '/api/tasks/remaining-pomodoros', 4),
  read('total-time-spent', '/api/user-activity/total-time-spent', 3),
  read('verify-session', '/api/auth/verify-session', 4),
  read('completed', '/api/tasks/completed', 2),
];

export type WorkloadOptions = {
  /** One client, or several that requests alternate between (two instances behind a balancer). */
  clients: HttpClient[];
  users: SeededUser[];
  journal: Journal;
  stats: WorkloadStats;
  workers: number;
  /** Users every worker uses at once (concurrent requests of one user); the rest are owned by one worker. */
  hotUsers: number;
  /** Share of requests that go to hot users. */
  hotShare?: number;
  until: () => boolean;
  /** Writes only (the crash burst). */
  writesOnly?: boolean;
  /** Called with every outcome, e.g. to watch answers during an outage. */
  observe?: (action: string, outcome: Outcome) => void;
};

/** Runs `workers` loops until `until()` says stop; resolves when every loop has finished its request. */
export async function runWorkload(options: WorkloadOptions): Promise<void> {
  const hot = options.users.slice(0, options.hotUsers);
  const owned = options.users.slice(options.hotUsers);
  const taskLists = new Map(options.users.map((user) => [user.id, [...user.taskIds]]));
  const actions = ACTIONS.filter((action) => !options.writesOnly || action.write);
  const totalWeight = (list: Action[]) => list.reduce((sum, a) => sum + a.weight, 0);
  const shared = actions.filter((a) => !a.ownedOnly);
  const choose = (list: Action[], total: number) => {
    let r = Math.random() * total;
    for (const action of list) {
      r -= action.weight;
      if (r < 0) return action;
    }
    return list[0]!;
  };
  let sent = 0;
  const worker = async (index: number) => {
    const mine = owned.filter((_, i) => i % options.workers === index);
    let round = index;
    while (!options.until()) {
      round += 1;
      const useHot = hot.length > 0 && (mine.length === 0 || Math.random() < (options.hotShare ?? 0.1));
      const user = useHot ? pick(hot, Math.floor(Math.random() * hot.length)) : pick(mine, round);
      const action = useHot ? choose(shared, totalWeight(shared)) : choose(actions, totalWeight(actions));
      const journal = options.journal.get(user.id)!;
      const client = options.clients[sent++ % options.clients.length]!;
      const ctx = { user, journal, owned: !useHot, tasks: taskLists.get(user.id)!, round };
      const started = performance.now();
      const { outcome, ack, unsure } = await action.run(client, ctx);
      options.stats.latenciesMs.push(performance.now() - started);
      record(options.stats, action.name, outcome);
      options.observe?.(action.name, outcome);
      if (outcome.kind === 'answer' && outcome.status >= 200 && outcome.status < 300) {
        if (action.write) ack(jsonOf(outcome));
      } else if (action.write && (outcome.kind !== 'answer' || outcome.status >= 500)) {
        unsure();
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, i) => worker(i)));
}

function record(stats: WorkloadStats, action: string, outcome: Outcome) {
  stats.requests += 1;
  const perAction = stats.byAction.get(action) ?? { requests: 0, ok: 0 };
  perAction.requests += 1;
  stats.byAction.set(action, perAction);
  if (outcome.kind === 'answer') {
    stats.byStatus.set(outcome.status, (stats.byStatus.get(outcome.status) ?? 0) + 1);
    if (outcome.status < 300) perAction.ok += 1;
    if (outcome.status >= 500 && stats.samples.length < 8) {
      stats.samples.push(`${action}: ${outcome.status} ${outcome.body.slice(0, 160)}`);
    }
  } else {
    if (outcome.kind === 'timeout') stats.timeouts += 1;
    else stats.connectionErrors += 1;
    if (stats.samples.length < 8) {
      stats.samples.push(`${action}: ${outcome.kind === 'timeout' ? 'time-out' : outcome.code}`);
    }
  }
}

export const count5xx = (stats: WorkloadStats) =>
  [...stats.byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);

export const statusSummary = (stats: WorkloadStats) =>
  [...stats.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** p50 and p99 latency in ms. */
export function latency(stats: WorkloadStats) {
  const sorted = [...stats.latenciesMs].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}
