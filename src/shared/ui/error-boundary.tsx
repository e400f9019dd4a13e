import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the part that failed to load or render. */
  fallback: ReactNode;
}

// React still has no hook for this: a part that throws while rendering (or whose chunk fails to
// load after its retries) shows `fallback`, and the rest of the page stays usable.
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
