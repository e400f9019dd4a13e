import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGetBootstrapMockHandler } from '@generated/api/cms/cms.msw';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { mockServer } from '@mocks/node';
import { readString, storageKeys } from '@/shared/store/local-store';
import { renderApp } from '../../../render-app';

describe('domain-change banner', () => {
  it('shows the current and next domain on the home route only', async () => {
    const view = await renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Domain change notice' });
    expect(banner).toHaveTextContent('localhost');
    expect(banner).toHaveTextContent('royalbet501.com');
    view.unmount();
    await renderApp('/promotions');
    expect(screen.queryByRole('region', { name: 'Domain change notice' })).not.toBeInTheDocument();
  });

  it('stores topNotifyRead when closed, collapses and is removed after 500 ms', async () => {
    await renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Domain change notice' });
    vi.useFakeTimers();
    fireEvent.click(within(banner).getByRole('button', { name: 'Close notice' }));
    expect(readString(storageKeys.topNotifyRead)).toBe('true');
    expect(banner).toHaveAttribute('data-state', 'collapsing');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('region', { name: 'Domain change notice' })).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('stays closed once closed', async () => {
    localStorage.setItem('topNotifyRead', 'true');
    await renderApp('/');
    expect(screen.queryByRole('region', { name: 'Domain change notice' })).not.toBeInTheDocument();
  });
});

describe('header notification', () => {
  it('is absent on the main domain', async () => {
    await renderApp('/');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows off the main domain', async () => {
    mockServer.use(
      getGetBootstrapMockHandler({
        success: true,
        message: null,
        data: { ...mockBootstrap('royalbet500.com') },
      }),
    );
    await renderApp('/promotions');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You are visiting us on an alternative address. Our main address is royalbet500.com.',
    );
  });
});
