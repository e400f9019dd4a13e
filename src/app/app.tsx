import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { RouteErrorPage } from './route-error-page';

export interface AppProps {
  queryClient: QueryClient;
  i18n: i18n;
}

export function App({ queryClient, i18n }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <BrowserRouter>
        <ErrorBoundary fallback={<RouteErrorPage />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
