import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render-app';
import { findPageTitle } from '../support/lazy';

// A page that breaks never leaves a blank page: the shell stays and offers a way on.
vi.mock('@/features/promotions/promotions-page', () => ({
  PromotionsPage: () => {
    throw new Error('the promotions page broke');
  },
}));

describe('a page that fails to render', () => {
  it('shows a translated error inside the shell, and the next page still works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/promotions');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Site navigation' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Live Casino' }));
    expect(await findPageTitle('Live Casino')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
