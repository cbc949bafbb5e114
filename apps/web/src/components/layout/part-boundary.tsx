import { CloudOff } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useWindowEvent } from '../../hooks/use-window-event';
import { useT } from '../../i18n/use-t';
import { ChunkLoadError, retryFailedChunks } from '../../lib/chunk-retry';
import { Button } from '../ui/button';
import styles from './part-boundary.module.css';

type Props = {
  children: ReactNode;
  /** Drawn instead of the note, for a part the page is whole without (a sync, a toast host). */
  unavailable?: ReactNode;
};
type State = { error: unknown; failed: boolean };

/**
 * Around a part whose chunk loads at run time (the app's lazy(), routing.tsx): when the chunk cannot be
 * fetched offline, the rest of the page keeps working and only this part says so calmly; it is fetched
 * again when the browser is back online, or on Try again (docs/product-rules.md#installable-and-offline).
 * Any other error goes on to the route's error boundary, and so does a chunk that failed while the browser
 * is online: then the file is gone (a deploy replaced it), and only a reload, the error page's Retry, helps.
 */
export class PartBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) console.warn(error.message, error.cause);
  }

  retry = () => {
    retryFailedChunks();
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    const { error, failed } = this.state;
    if (!failed) return this.props.children;
    // Not a chunk, or a chunk missing although the network is there: the route's error boundary's to show.
    if (!(error instanceof ChunkLoadError) || navigator.onLine) throw error;
    return <PartUnavailable retry={this.retry} unavailable={this.props.unavailable} />;
  }
}

function PartUnavailable({ retry, unavailable }: { retry: () => void; unavailable: ReactNode }) {
  const { t } = useT();
  useWindowEvent('online', retry);
  if (unavailable !== undefined) return unavailable;
  return (
    <div className={styles.note} role="status" data-testid="part-unavailable">
      <CloudOff size={20} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{t('common.partUnavailable')}</p>
      <Button variant="secondary" size="small" onClick={retry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
