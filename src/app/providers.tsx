import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LazyToastHost } from '@/shared/toast/lazy-toast-host';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}

export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <LazyToastHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
