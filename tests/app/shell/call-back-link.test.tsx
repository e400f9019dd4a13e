import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { TopBar } from '@/app/shell/header/top-bar';
import { MobileSideMenu } from '@/app/shell/mobile/mobile-side-menu';
import { bootstrapQueryOptions } from '@/shared/bootstrap/bootstrap-query';
import { APP_SETTINGS_LINK_DELAY_MS } from '@/shared/config/constants';
import { initI18n } from '@/shared/i18n/i18n';
import { closePanel, openPanel } from '@/shared/ui/panel-store';

// The call-back link (the call-centre form of site setting callcenterform) is added 1000 ms
// after the settings arrive; until then its place is kept, unseen and out of reach.

async function renderWithSettings(ui: ReactNode) {
  const i18n = await initI18n('en');
  await i18n.loadNamespaces(['mobile']);
  const queryClient = createQueryClient();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // The settings arrive now.
  queryClient.setQueryData(bootstrapQueryOptions.queryKey, {
    success: true,
    message: null,
    data: mockBootstrap('localhost'),
  });
  render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

describe('the call-back link', () => {
  afterEach(() => {
    act(() => closePanel());
    vi.useRealTimers();
  });

  it('is added to the top bar 1000 ms after the settings arrive, in the place kept for it', async () => {
    expect(APP_SETTINGS_LINK_DELAY_MS).toBe(1000);
    await renderWithSettings(<TopBar />);
    const name = { name: 'Call Me Back' };
    expect(screen.queryByRole('button', name)).not.toBeInTheDocument();
    // Its place is there from the first render: nothing moves when it appears.
    // Hidden, it has no accessible name yet: it is found by its text.
    const kept = screen.getByText('Call Me Back');
    expect(kept).toHaveStyle({ visibility: 'hidden' });
    act(() => vi.advanceTimersByTime(APP_SETTINGS_LINK_DELAY_MS - 1));
    expect(screen.queryByRole('button', name)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', name)).toBe(kept);
  });

  it('is added to the side menu at the same moment, and at once in a menu opened later', async () => {
    await renderWithSettings(<MobileSideMenu />);
    act(() => openPanel('sideMenu'));
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(menu).queryByRole('button', { name: 'Call Me Back' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Call Us' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(APP_SETTINGS_LINK_DELAY_MS));
    expect(within(menu).getByRole('button', { name: 'Call Me Back' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Call Us' })).toBeInTheDocument();
    act(() => closePanel());
    act(() => openPanel('sideMenu'));
    const again = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(again).getByRole('button', { name: 'Call Me Back' })).toBeInTheDocument();
  });
});
