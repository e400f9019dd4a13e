import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetContentMockHandler } from '@generated/api/cms/cms.msw';
import { contentPage } from '@mocks/data/content-data';
import { ok } from '@mocks/handlers/envelope';
import { mockServer } from '@mocks/node';
import { parsePageId } from '@/features/content-pages/page-id';
import { renderApp } from '../../render-app';
import { findPageTitle, LAZY } from '../../support/lazy';
import { skipStartupPopup } from '../../support/startup-popup';

beforeEach(() => skipStartupPopup());

async function expectNotFound() {
  expect(await findPageTitle('Page not found')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
}

describe('/pages/{id}', () => {
  it('/pages/1 shows the general terms with their sanitized HTML body', async () => {
    await renderApp('/pages/1');
    expect(await findPageTitle('General Terms and Conditions')).toBeVisible();
    const article = screen.getByRole('article');
    expect(
      await within(article).findByRole('heading', { level: 2, name: '2. Membership' }, LAZY),
    ).toBeVisible();
    expect(
      within(article).getByText('You must be at least 18 years old to register.'),
    ).toBeVisible();
    expect(within(article).getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute(
      'href',
      '/pages/4',
    );
  });

  it('speaks Turkish', async () => {
    await renderApp('/pages/1', { language: 'tr' });
    expect(await findPageTitle('Genel Şartlar ve Koşullar')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Bilgi sayfaları' })).toBeInTheDocument();
  });

  it('lists the static pages in a named menu with the current one marked', async () => {
    await renderApp('/pages/3');
    const menu = await screen.findByRole('navigation', { name: 'Information pages' }, LAZY);
    const current = await within(menu).findByRole('link', { name: 'Privacy Policy' }, LAZY);
    expect(current).toHaveAttribute('href', '/pages/3');
    expect(current).toHaveAttribute('aria-current', 'page');
    const terms = within(menu).getByRole('link', { name: 'General Terms and Conditions' });
    expect(terms).toHaveAttribute('href', '/pages/1');
    expect(terms).not.toHaveAttribute('aria-current');

    await userEvent.click(terms);
    expect(await findPageTitle('General Terms and Conditions')).toBeVisible();
    const menuAfter = screen.getByRole('navigation', { name: 'Information pages' });
    expect(
      within(menuAfter).getByRole('link', { name: 'General Terms and Conditions' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(within(menuAfter).getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('routes a same-site link inside the body without leaving the app', async () => {
    await renderApp('/pages/1');
    const article = await screen.findByRole('article', {}, LAZY);
    await userEvent.click(
      await within(article).findByRole('link', { name: 'Responsible Gaming' }, LAZY),
    );
    expect(await findPageTitle('Responsible Gaming')).toBeVisible();
  });

  it('/pages/999: a page the server does not have is a translated not-found page', async () => {
    await renderApp('/pages/999');
    await expectNotFound();
    // Inside the shell, with the menu to find the right page.
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      await screen.findByRole('navigation', { name: 'Information pages' }, LAZY),
    ).toBeVisible();
  });

  it('says "not found" in Turkish too', async () => {
    await renderApp('/pages/999', { language: 'tr' });
    expect(await findPageTitle('Sayfa bulunamadı')).toBeVisible();
  });

  it.each(['abc', '0', '-1', '1.5', '01', '1e3'])(
    '/pages/%s: an id that is not a positive integer is not found, without asking the server',
    async (id) => {
      const asked: string[] = [];
      mockServer.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname.endsWith('/cms/content')) asked.push(request.url);
      });
      await renderApp(`/pages/${id}`);
      await expectNotFound();
      expect(asked).toEqual([]);
      mockServer.events.removeAllListeners('request:start');
    },
  );

  it('shows a skeleton while the page loads', async () => {
    mockServer.use(
      getGetContentMockHandler(async () => {
        await delay(300);
        return ok(contentPage(2, 'en'));
      }),
    );
    await renderApp('/pages/2', { namespaces: ['content'] });
    expect(await screen.findByRole('status', {}, LAZY)).toHaveTextContent('Loading page');
    expect(await findPageTitle('About Us')).toBeVisible();
  });

  it('shows an error with retry when the server fails, never a blank page', async () => {
    let calls = 0;
    mockServer.use(
      http.get('*/cms/content', () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json({ success: false, message: null }, { status: 503 })
          : HttpResponse.json(ok(contentPage(1, 'en')));
      }),
    );
    await renderApp('/pages/1');
    // HTTP failures are retried twice (1 s, 2 s) before the error shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(
      within(alert).getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('The server could not complete the request. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findPageTitle('General Terms and Conditions')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('parsePageId', () => {
  it('accepts positive integers only', () => {
    expect(parsePageId('1')).toBe(1);
    expect(parsePageId('42')).toBe(42);
    for (const raw of [
      undefined,
      '',
      'abc',
      '0',
      '-3',
      '2.5',
      '007',
      ' 1',
      '99999999999999999999',
    ]) {
      expect(parsePageId(raw)).toBeNull();
    }
  });
});
