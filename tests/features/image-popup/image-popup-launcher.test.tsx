import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Popup } from '@generated/api/model';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { ok } from '@mocks/handlers/envelope';
import { createQueryClient } from '@/app/query-client';
import { LanguageSelect } from '@/app/shell/language-select';
import { ImagePopupLauncher, POPUP_DELAY_MS } from '@/features/image-popup/image-popup-launcher';
import { popupSignature } from '@/features/image-popup/popup-data';
import { bootstrapQueryOptions } from '@/shared/bootstrap/bootstrap-query';
import { initI18n } from '@/shared/i18n/i18n';
import { closeLiveChat, openLiveChat } from '@/shared/live-chat/live-chat-store';
import { storageKeys, readString, writeString } from '@/shared/store/local-store';
import { closeDialog, getOpenDialog, openDialog } from '@/shared/ui/dialog/dialog-store';
import { closePanel, openPanel } from '@/shared/ui/panel-store';
import { bootstrapPopup } from '../../support/startup-popup';

// The launcher reads the startup bundle from react-query's cache; here the cache is filled
// directly, so time and the player are the only things that move. `beside` is what the player
// uses on the page next to it.
function renderLauncher(popup: Popup | null = bootstrapPopup(), beside?: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    bootstrapQueryOptions.queryKey,
    ok({ ...mockBootstrap('localhost'), popup }),
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {beside}
        <ImagePopupLauncher />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  closeDialog();
});
afterEach(() => {
  vi.useRealTimers();
  closeDialog();
  closePanel();
  closeLiveChat();
});

describe('image popup launcher: shown once per content', () => {
  it('opens the popup a moment after the page settles and records it as seen', () => {
    const popup = bootstrapPopup();
    renderLauncher(popup);
    wait(POPUP_DELAY_MS - 1);
    expect(getOpenDialog()).toBeNull();
    wait(1);
    expect(getOpenDialog()).toEqual({ name: 'imagePopup', data: popup });
    expect(JSON.parse(readString(storageKeys.popupSeen) ?? 'null')).toEqual([
      popupSignature(popup),
    ]);
  });

  it('does not show the same content again, on this visit or the next', () => {
    const { unmount } = renderLauncher();
    wait(POPUP_DELAY_MS);
    act(() => closeDialog());
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toBeNull();
    unmount();

    renderLauncher();
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toBeNull();
  });

  it('shows once per visit even when storage cannot be written', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    renderLauncher();
    wait(POPUP_DELAY_MS);
    expect(getOpenDialog()?.name).toBe('imagePopup');
    act(() => closeDialog());
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toBeNull();
  });

  it.each([
    ['unparsable', '["3160d74d"'],
    ['a bare string', '"3160d74d"'],
    ['the wrong shape', '{"signature":"3160d74d"}'],
    ['a list of non-strings', '[3160]'],
  ])('counts %s stored value as not seen', (_kind, stored) => {
    writeString(storageKeys.popupSeen, stored);
    renderLauncher();
    wait(POPUP_DELAY_MS);
    expect(getOpenDialog()?.name).toBe('imagePopup');
  });

  it('shows new content even though older content was seen', () => {
    const old = bootstrapPopup();
    writeString(storageKeys.popupSeen, JSON.stringify([popupSignature(old)]));
    const fresh: Popup = { ...old, url: '/casino/live' };
    renderLauncher(fresh);
    wait(POPUP_DELAY_MS);
    expect(getOpenDialog()).toEqual({ name: 'imagePopup', data: fresh });
    // Both are remembered: going back to the old content does not show it again.
    expect(JSON.parse(readString(storageKeys.popupSeen) ?? 'null')).toEqual([
      popupSignature(old),
      popupSignature(fresh),
    ]);
  });

  it("treats '*' as every content seen", () => {
    writeString(storageKeys.popupSeen, JSON.stringify(['*']));
    renderLauncher();
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toBeNull();
  });

  it('never opens over another dialog; it waits until that one closes', () => {
    openDialog('login');
    renderLauncher();
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toEqual({ name: 'login' });
    act(() => closeDialog());
    wait(POPUP_DELAY_MS - 1);
    expect(getOpenDialog()).toBeNull();
    wait(1);
    expect(getOpenDialog()?.name).toBe('imagePopup');
  });

  it('does not open when a dialog opened during the delay', () => {
    renderLauncher();
    wait(POPUP_DELAY_MS / 2);
    act(() => openDialog('register'));
    wait(POPUP_DELAY_MS * 2);
    expect(getOpenDialog()).toEqual({ name: 'register' });
  });

  it.each([
    ['no popup', null],
    ['a popup without images', { url: '/promotions', images: [] }],
  ])('does nothing for %s', (_kind, popup) => {
    renderLauncher(popup as Popup | null);
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toBeNull();
    expect(readString(storageKeys.popupSeen)).toBeNull();
  });
});

describe('image popup launcher: never over what the player has begun', () => {
  it('waits while the player acts, and shows once they have been still for a moment', () => {
    renderLauncher();
    wait(POPUP_DELAY_MS - 100);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    wait(POPUP_DELAY_MS - 100);
    fireEvent.pointerDown(document.body);
    wait(POPUP_DELAY_MS - 100);
    fireEvent.wheel(document.body);
    wait(POPUP_DELAY_MS - 100);
    fireEvent.scroll(window);
    wait(POPUP_DELAY_MS - 1);
    expect(getOpenDialog()).toBeNull();
    wait(1);
    expect(getOpenDialog()?.name).toBe('imagePopup');
  });

  it('does not open over the open language menu; closing it is the next moment', async () => {
    // The texts load with real timers; the player's time is fake again from the first render.
    vi.useRealTimers();
    const i18n = await initI18n('en');
    vi.useFakeTimers();
    renderLauncher(
      bootstrapPopup(),
      <I18nextProvider i18n={i18n}>
        <LanguageSelect />
      </I18nextProvider>,
    );
    const select = screen.getByRole('button', { name: 'Select Language: English' });
    // A click, as a pointer makes it.
    const click = () => {
      fireEvent.pointerDown(select);
      fireEvent.click(select);
    };
    click();
    expect(select).toHaveAttribute('aria-expanded', 'true');
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toBeNull();

    click();
    expect(select).toHaveAttribute('aria-expanded', 'false');
    wait(POPUP_DELAY_MS);
    expect(getOpenDialog()?.name).toBe('imagePopup');
  });

  it('does not open while a field is in use', () => {
    renderLauncher(bootstrapPopup(), <input aria-label="Search" />);
    const field = screen.getByRole('textbox', { name: 'Search' });
    act(() => field.focus());
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toBeNull();

    act(() => field.blur());
    fireEvent.pointerDown(document.body);
    wait(POPUP_DELAY_MS);
    expect(getOpenDialog()?.name).toBe('imagePopup');
  });

  it.each([
    ['the side menu', () => openPanel('sideMenu'), () => closePanel()],
    ['the profile dropdown', () => openPanel('profileDropdown'), () => closePanel()],
    ['the live chat', openLiveChat, closeLiveChat],
  ])('does not open over %s; it waits until that closes', (_name, open, close) => {
    renderLauncher();
    act(open);
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toBeNull();
    act(close);
    wait(POPUP_DELAY_MS);
    expect(getOpenDialog()?.name).toBe('imagePopup');
  });

  it('a new page view gives the player a moment on the new page', () => {
    renderLauncher(bootstrapPopup(), <Link to="/promotions">Promotions</Link>);
    wait(POPUP_DELAY_MS / 2);
    // Following a link without a pointer or a key (assistive technology, the browser's history).
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    wait(POPUP_DELAY_MS - 1);
    expect(getOpenDialog()).toBeNull();
    wait(1);
    expect(getOpenDialog()?.name).toBe('imagePopup');
  });
});
