import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

export interface RouteErrorBoundaryProps {
  children: ReactNode;
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
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
