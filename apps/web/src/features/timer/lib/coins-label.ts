import { translate } from '../../../i18n/i18n';

/** The line under the timer: 'N Coins Earned', singular for one (docs/product-rules.md#start-pause-and-reset). */
export const coinsEarnedText = (coins: number): string => translate('timer.coins.earned', { count: coins });
