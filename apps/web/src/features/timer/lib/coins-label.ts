/** The line under the timer: 'N Coins Earned', singular for one (docs/product-rules.md#start-pause-and-reset). */
export const coinsEarnedText = (coins: number): string => `${coins} ${coins === 1 ? 'Coin' : 'Coins'} Earned`;

/** Said next to the coins line in stopwatch mode, so its 0 never reads as a fault. */
export const STOPWATCH_COINS_NOTE = 'The stopwatch earns no coins';
