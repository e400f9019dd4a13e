import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { routes } from './routes';

export interface AppProps {
  queryClient: QueryClient;
  i18n: i18n;
}

export function App({ queryClient, i18n }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
