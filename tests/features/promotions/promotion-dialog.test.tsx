import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@generated/api/model';
import { promotionList } from '@mocks/data/content-data';
import { sanitizeHtml } from '@/shared/html/sanitize-html';
import { closeDialog, openDialog } from '@/shared/ui/dialog/dialog-store';
import { renderApp } from '../../render-app';
import { findPageTitle, LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';

const hostile: Promotion = {
  id: 9,
  title: 'Hafta Sonu Turnuvası',
  imageUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  description:
    '<p>Turnuvaya <strong>katılın</strong>.</p>' +
    '<img src=x onerror=alert(1)>' +
    '<script>window.__xss = true; alert("xss")</script>' +
    '<a href="javascript:alert(1)" onclick="alert(1)">Kurallar</a>' +
    '<svg onload=alert(1)></svg><iframe src="https://evil.example"></iframe>' +
    '<form action="https://evil.example"><input name="password"></form>' +
    '<a href="https://example.com/terms">Dış bağlantı</a>' +
    '<a href="/pages/13" target="_top">Bonus kuralları</a>',
};

async function openPromotion(data: Promotion | undefined, language: 'en' | 'tr' = 'en') {
  if (!data) throw new Error('The mock data has no such promotion');
  await renderApp('/', { language });
  act(() => openDialog('promotion', data));
}

beforeEach(() => {
  closeDialog();
  skipStartupPopup();
});
afterEach(() => {
  delete (window as { __xss?: unknown }).__xss;
});

/* eslint-disable testing-library/no-node-access -- the sanitised text must hold no script, frame or form at all, whatever their names. */
describe('promotion detail dialog (image, title, HTML description)', () => {
  it('shows the image, title and description of the promotion', async () => {
    const [welcome] = promotionList('en');
    await openPromotion(welcome);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Bonus', busy: false }, LAZY);
    expect(within(dialog).getByRole('heading', { name: 'Welcome Bonus' })).toBeVisible();
    expect(dialog.querySelector('img')).toHaveAttribute('src', welcome?.imageUrl);
    expect(
      await within(dialog).findByRole('heading', { name: 'How to take part' }, LAZY),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /Join Now/ })).toHaveAttribute(
      'href',
      '/dashboard/deposit',
    );
  });

  it('sanitizes the description: no script, no handler runs or survives', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await openPromotion(hostile, 'tr');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Hafta Sonu Turnuvası', busy: false },
      LAZY,
    );
    await within(dialog).findByText('katılın', {}, LAZY);

    expect(dialog.querySelector('script, iframe, form, input, svg[onload]')).toBeNull();
    expect(dialog.querySelector('[onerror], [onclick], [onload]')).toBeNull();
    expect(dialog.innerHTML).not.toMatch(/onerror|onclick|javascript:|__xss/i);
    // The image stays, harmless, and draws nothing when broken.
    const injected = [...dialog.querySelectorAll('img')].find(
      (img) => img.getAttribute('src') === 'x',
    );
    expect(injected).toHaveAttribute('alt', '');
    expect(within(dialog).getByText('Kurallar')).not.toHaveAttribute('href');
    // Outside links open in a new tab without handing over this window; own links stay.
    const outside = within(dialog).getByRole('link', { name: 'Dış bağlantı' });
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'Bonus kuralları' })).not.toHaveAttribute(
      'target',
    );

    await userEvent.click(within(dialog).getByText('Kurallar'));
    expect(alert).not.toHaveBeenCalled();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('follows a same-site link inside the description and closes the dialog', async () => {
    await openPromotion(hostile);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Hafta Sonu Turnuvası', busy: false },
      LAZY,
    );
    await userEvent.click(
      await within(dialog).findByRole('link', { name: 'Bonus kuralları' }, LAZY),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await findPageTitle('General Bonus Rules')).toBeVisible();
  });
});

describe('sanitizeHtml', () => {
  it('keeps headings, paragraphs, lists and links and drops everything active', async () => {
    const clean = await sanitizeHtml(
      '<h2>Başlık</h2><p style="position:fixed">Metin</p><ul><li>Bir</li></ul>' +
        '<style>body{display:none}</style><a href="/pages/1" onmouseover="alert(1)">Şartlar</a>' +
        '<img src=x onerror=alert(1)><script>alert(1)</script>',
    );
    expect(clean).toBe(
      '<h2>Başlık</h2><p>Metin</p><ul><li>Bir</li></ul><a href="/pages/1">Şartlar</a>' +
        '<img src="x" alt="" loading="lazy" decoding="async">',
    );
  });
});
