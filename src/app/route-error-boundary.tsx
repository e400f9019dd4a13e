import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the failed part; the error page by default. */
  fallback?: ReactNode;
}

/** A page that throws while rendering (or whose chunk fails to load) shows the error page. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <RouteErrorPage />;
  }
}
