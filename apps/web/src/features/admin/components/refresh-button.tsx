import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import styles from './refresh-button.module.css';

/** Reads the given figures again, for an admin who keeps the dashboard open while users work. */
export function RefreshButton({ queryKeys }: { queryKeys: readonly (readonly unknown[])[] }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({
    predicate: (query) => queryKeys.some((key) => sameKey(query.queryKey, key)),
  });
  const refresh = () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return (
    <Button variant="secondary" size="small" onClick={refresh} aria-busy={fetching > 0 || undefined}>
      <RefreshCw size={16} aria-hidden="true" className={fetching > 0 ? styles.spinning : undefined} />
      {t('admin.refresh')}
    </Button>
  );
}

const sameKey = (queryKey: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => queryKey[index] === part);
