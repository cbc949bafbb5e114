import { CloudOff } from 'lucide-react';
import { Component, type ReactNode, useEffect } from 'react';
import { useWindowEvent } from '../../hooks/use-window-event';
import { useT } from '../../i18n/use-t';
import {
  ChunkLoadError,
  RECONNECT_PAUSE_MS,
  RECONNECT_TRIES,
  retryFailedChunks,
} from '../../lib/chunk-retry';
import { Button } from '../ui/button';
import styles from './part-boundary.module.css';

type Props = {
  children: ReactNode;
  /** Drawn instead of the note, for a part the page is whole without (a sync, a toast host). */
  unavailable?: ReactNode;
};
/** `reconnectTries`: fetches made since the browser came back online, while each one failed. */
type State = { error: unknown; failed: boolean; reconnectTries: number };

/**
 * Around a part whose chunk loads at run time (the app's lazy(), routing.tsx): when the chunk cannot be
 * fetched offline, the rest of the page keeps working and only this part says so calmly; it is fetched
 * again when the browser is back online, or on Try again (docs/product-rules.md#installable-and-offline).
 * Any other error goes on to the route's error boundary, and so does a chunk that failed while the browser
 * is online (after the tries that follow a reconnection): then the file is gone (a deploy replaced it), and
 * only a reload, the error page's Retry, helps.
 */
export class PartBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, reconnectTries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // A failure offline starts the count afresh for the next reconnection.
    return navigator.onLine ? { error, failed: true } : { error, failed: true, reconnectTries: 0 };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) console.warn(error.message, error.cause);
  }

  retry = () => {
    retryFailedChunks();
    this.setState({ error: undefined, failed: false });
  };

  reconnect = () => {
    retryFailedChunks();
    this.setState((state) => ({ error: undefined, failed: false, reconnectTries: state.reconnectTries + 1 }));
  };

  override render() {
    const { error, failed, reconnectTries } = this.state;
    if (!failed) return this.props.children;
    // Not a chunk, or a chunk missing although the network is there: the route's error boundary's to show.
    if (!(error instanceof ChunkLoadError)) throw error;
    const reconnecting = reconnectTries > 0 && reconnectTries < RECONNECT_TRIES;
    if (navigator.onLine && !reconnecting) throw error;
    return (
      <PartUnavailable
        retry={this.retry}
        reconnect={this.reconnect}
        tryAgainSoon={navigator.onLine}
        unavailable={this.props.unavailable}
      />
    );
  }
}

function PartUnavailable({
  retry,
  reconnect,
  tryAgainSoon,
  unavailable,
}: {
  retry: () => void;
  reconnect: () => void;
  /** The fetch after a reconnection failed: try again in a moment. */
  tryAgainSoon: boolean;
  unavailable: ReactNode;
}) {
  const { t } = useT();
  useWindowEvent('online', reconnect);
  useEffect(() => {
    if (!tryAgainSoon) return;
    const timer = setTimeout(reconnect, RECONNECT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [tryAgainSoon, reconnect]);
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
