import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageReload } from '@/shared/navigation/page-reload';
import { readString, storageKeys } from '@/shared/store/local-store';
import { renderApp } from '../../render-app';
import { LAZY } from '../../support/lazy';

// jsdom applies no media queries, so the desktop bar and the mobile menu's selector are both in
// the tree: the first match of a name is the desktop control.
const first = <T,>(items: T[]): T => {
  const [item] = items;
  if (item === undefined) throw new Error('no match');
  return item;
};

describe('language selector', () => {
  it('lists English and Türkçe, stores the choice and reloads after 100 ms', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    await renderApp('/', { language: 'en' });
    await userEvent.click(
      first(screen.getAllByRole('button', { name: 'Select Language: English' })),
    );
    // The menu loads when the selector first opens.
    const options = await screen.findAllByRole('menuitemradio', {}, LAZY);
    expect(options.map((option) => option.textContent)).toEqual(['Türkçe', 'English']);
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Türkçe' }));
    expect(readString(storageKeys.lang)).toBe('tr');
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('shows the Turkish texts when Turkish is stored', async () => {
    await renderApp('/', { language: 'tr' });
    expect(screen.getAllByRole('button', { name: 'Giriş Yap' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Dil Seçin: Türkçe' })).toBeInTheDocument();
  });
});
