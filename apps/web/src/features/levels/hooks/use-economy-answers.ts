import { useQueryClient } from '@tanstack/react-query';
import { useAppEvent } from '../../../lib/app-events';
import { levelKeys } from '../api/level-keys';
import { applyCoinAnswer, applyTimeAnswer } from '../lib/economy-answers';

/**
 * coinUpdate and statsUpdate (docs/product-rules.md#refresh-events). From the timer they carry the server's
 * answer, which goes straight into the cache; a bare event (coins or time changed elsewhere) re-reads
 * everything, as every other refresh event does.
 */
export function useEconomyAnswers(enabled: boolean) {
  const queryClient = useQueryClient();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: levelKeys.all });
  useAppEvent(
    'coinUpdate',
    (answer) => (answer ? applyCoinAnswer(queryClient, answer) : readAgain()),
    enabled,
  );
  useAppEvent(
    'statsUpdate',
    (answer) => (answer ? applyTimeAnswer(queryClient, answer) : readAgain()),
    enabled,
  );
}
