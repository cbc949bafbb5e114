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
/**
 * `offline`: the browser was offline when the part failed (the part then waits for the network, whatever
 * draws it meanwhile); `reconnectTries`: fetches made since the browser came back online, each one failed.
 */
type State = { error: unknown; failed: boolean; offline: boolean; reconnectTries: number };

/**
 * Around a part whose chunk loads at run time (the app's lazy(), routing.tsx): when the chunk cannot be
 * fetched offline, the rest of the page keeps working and only this part says so calmly; it is fetched
 * again when the browser is back online, or on Try again (docs/product-rules.md#installable-and-offline).
 * Any other error goes on to the route's error boundary, and so does a chunk that failed while the browser
 * is online (after the tries that follow a reconnection): then the file is gone (a deploy replaced it), and
 * only a reload, the error page's Retry, helps.
 */
export class PartBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, offline: false, reconnectTries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // A failure offline starts the count afresh for the next reconnection.
    return navigator.onLine
      ? { error, failed: true, offline: false }
      : { error, failed: true, offline: true, reconnectTries: 0 };
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
    const { error, failed, offline, reconnectTries } = this.state;
    if (!failed) return this.props.children;
    // Not a chunk, or a chunk missing although the network was there: the route's error boundary's to show.
    // Decided by when the part failed, not by now: drawn again just after the browser came back online
    // (before its online event reached the note), a part that failed offline still waits and fetches anew.
    if (!(error instanceof ChunkLoadError)) throw error;
    const reconnecting = reconnectTries > 0 && reconnectTries < RECONNECT_TRIES;
    if (!offline && !reconnecting) throw error;
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
  /** Online again (the fetch after a reconnection failed, or the online event came first): in a moment. */
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
