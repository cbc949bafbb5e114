import { Component, type ReactNode } from 'react';

type Props = {
  fallback: ReactNode;
  children: ReactNode /** A change draws the children again. */;
  resetKey?: string;
};
type State = { failed: boolean; resetKey: string | undefined };

/**
 * Draws `fallback` instead of a page that threw while rendering (or whose chunk failed to load). A new
 * `resetKey` (the next navigation) tries the page again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
