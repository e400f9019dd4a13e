import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToastHost } from '@/shared/toast/lazy-toast-host';
import { showToast } from '@/shared/toast/toast';

async function show(...calls: Array<() => Promise<unknown>>) {
  await act(async () => {
    await Promise.all(calls.map((call) => call()));
  });
  // The toaster itself loads with the first toast.
  await act(async () => {
    await import('@/shared/toast/toast-host');
  });
  await act(async () => undefined);
}

describe('toasts (spec 9: 4000 ms, 30000 ms loading, top-center, at most 5 visible)', () => {
  afterEach(async () => {
    await act(async () => {
      await showToast.dismiss();
    });
    vi.useRealTimers();
  });

  it('shows at most five at once, the newest first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(<LazyToastHost />);
    await show(...[1, 2, 3, 4, 5, 6, 7].map((index) => () => showToast.blank(`Message ${index}`)));
    // Dismissed toasts leave after their exit animation (1 s).
    act(() => vi.advanceTimersByTime(1000));
    const visible = screen
      .getAllByRole('status')
      .filter((item) => item.textContent?.startsWith('Message'));
    expect(visible.map((item) => item.textContent)).toEqual([
      'Message 7',
      'Message 6',
      'Message 5',
      'Message 4',
      'Message 3',
    ]);
  });

  it('removes a message after 4000 ms and a loading one only after 30000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(<LazyToastHost />);
    await show(
      () => showToast.success('Saved'),
      () => showToast.loading('Please wait'),
    );
    // Each is dismissed when its time is up and leaves 1 s later (the exit animation).
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(24_999));
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
  });

  it('places them at the top centre', async () => {
    render(<LazyToastHost />);
    await show(() => showToast.info('Added to favorites'));
    const toast = screen.getByText('Added to favorites');
    const wrapper = toast.closest('[style*="top"]');
    expect(wrapper?.getAttribute('style')).toMatch(/justify-content: center/);
  });
});
