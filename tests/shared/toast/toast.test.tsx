import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { LazyToastHost } from '@/shared/toast/lazy-toast-host';
import { showToast } from '@/shared/toast/toast';
import styles from '@/shared/toast/toast-host.module.css';

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

beforeEach(async () => {
  await initI18n('en');
});

/* eslint-disable testing-library/no-node-access -- the toaster's <style> rules and layout have no role of their own. */
describe('toasts (4000 ms, 30000 ms loading, top-center, at most 5 visible)', () => {
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
    const toast = await screen.findByText('Added to favorites');
    expect(toast.closest(`.${styles.topCenter}`)).toBeInTheDocument();
  });

  it('shows a success toast with a close button and adds no <style> element', async () => {
    const styleCount = document.querySelectorAll('style').length;
    render(<LazyToastHost />);
    await show(() => showToast.success('Password changed'));
    const message = await screen.findByText('Password changed');
    expect(message).toHaveAttribute('role', 'status');
    const bar = message.closest(`.${styles.toast}`);
    if (!(bar instanceof HTMLElement)) throw new Error('no toast holds the message');
    expect(within(bar).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    // Styles come from the stylesheet only: a strict style-src refuses runtime <style> elements.
    expect(document.querySelectorAll('style')).toHaveLength(styleCount);
    expect(document.getElementById('_goober')).toBeNull();
  });
});

describe('dismissing a toast', () => {
  afterEach(async () => {
    await act(async () => {
      await showToast.dismiss();
    });
  });

  /** The toast (its status region's container) that shows `text`. */
  const toastOf = async (text: string) => {
    const message = await screen.findByText(text);
    const bar = message.closest(`.${styles.toast}`);
    if (!(bar instanceof HTMLElement)) throw new Error(`no toast holds ${text}`);
    return bar;
  };

  it('has a close button on every kind of toast, errors included', async () => {
    render(<LazyToastHost />);
    await show(
      () => showToast.error('Wrong password'),
      () => showToast.success('Saved'),
      () => showToast.info('Added to favorites'),
      () => showToast.warning('Removed from favorites'),
      () => showToast.loading('Please wait'),
      () => showToast.blank('Hello'),
    );
    for (const text of ['Wrong password', 'Saved', 'Removed from favorites', 'Hello']) {
      const bar = await toastOf(text);
      expect(
        await within(bar).findByRole('button', { name: 'Close notification' }),
      ).toBeInTheDocument();
    }
    await userEvent.click(
      within(await toastOf('Wrong password')).getByRole('button', { name: 'Close notification' }),
    );
    await waitFor(() => expect(screen.queryByText('Wrong password')).not.toBeInTheDocument());
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('closes the toast that has focus on Escape, and only that one', async () => {
    render(<LazyToastHost />);
    await show(
      () => showToast.error('First error'),
      () => showToast.error('Second error'),
    );
    const close = within(await toastOf('Second error')).getByRole('button', {
      name: 'Close notification',
    });
    close.focus();
    // The key goes no further: a dialog the toast is shown in stays open.
    expect(fireEvent.keyDown(close, { key: 'Escape' })).toBe(false);
    await waitFor(() => expect(screen.queryByText('Second error')).not.toBeInTheDocument());
    expect(screen.getByText('First error')).toBeInTheDocument();
  });

  it('names the close button in Turkish', async () => {
    await initI18n('tr');
    render(<LazyToastHost />);
    await show(() => showToast.error('Hatalı şifre'));
    expect(
      await within(await toastOf('Hatalı şifre')).findByRole('button', { name: 'Bildirimi kapat' }),
    ).toBeInTheDocument();
  });
});
