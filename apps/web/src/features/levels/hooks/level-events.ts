/**
 * Window events (docs/product-rules.md#refresh-events) that this feature sends or listens to. Features do not
 * import each other, so the names are the contract: the timer fires coinUpdate / statsUpdate / focusTimeTick,
 * the task manager taskCompletionUpdate, and an upgrade here fires levelUpgraded and coinSpent.
 */
export const LEVEL_EVENTS = {
  /** After an upgrade; detail: { newLevel, newCoins, levelsUpgraded, totalCostSpent }. */
  levelUpgraded: 'levelUpgraded',
  /** After an upgrade; detail: { amount } (coins spent). */
  coinSpent: 'coinSpent',
  /** Coins were credited (timer, tasks). */
  coinUpdate: 'coinUpdate',
  statsUpdate: 'statsUpdate',
  taskCompletionUpdate: 'taskCompletionUpdate',
  /** While the timer runs; detail: { totalSeconds } = saved plus unsaved focus time. */
  focusTimeTick: 'focusTimeTick',
} as const;

/** What the level widget re-reads on: levelUpgraded, and the events that change coins. */
export const LEVEL_REFRESH_EVENTS = [
  LEVEL_EVENTS.levelUpgraded,
  LEVEL_EVENTS.coinUpdate,
  LEVEL_EVENTS.coinSpent,
  LEVEL_EVENTS.statsUpdate,
] as const;

/** What the profile's stats re-read on. */
export const STATS_REFRESH_EVENTS = [
  LEVEL_EVENTS.coinUpdate,
  LEVEL_EVENTS.coinSpent,
  LEVEL_EVENTS.statsUpdate,
  LEVEL_EVENTS.taskCompletionUpdate,
] as const;
