import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Popup } from '@generated/api/model';
import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { ok } from '@mocks/handlers/envelope';
import { createQueryClient } from '@/app/query-client';
import { ImagePopupLauncher, POPUP_DELAY_MS } from '@/features/image-popup/image-popup-launcher';
import { popupSignature } from '@/features/image-popup/popup-data';
import { bootstrapQueryOptions } from '@/shared/bootstrap/bootstrap-query';
import { closeDialog, getOpenDialog, openDialog } from '@/shared/dialogs/dialog-store';
import { storageKeys, readString, writeString } from '@/shared/storage/local-store';
import { bootstrapPopup } from '../../support/startup-popup';

// The launcher reads the startup bundle from react-query's cache; here the cache is filled
// directly, so time is the only thing that moves.
function renderLauncher(popup: Popup | null = bootstrapPopup()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    bootstrapQueryOptions.queryKey,
    ok({ ...mockBootstrap('localhost'), popup }),
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <ImagePopupLauncher />
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
});

describe('image popup launcher (spec 2.6: shown once per content)', () => {
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
    const first = renderLauncher();
    wait(POPUP_DELAY_MS);
    act(() => closeDialog());
    wait(POPUP_DELAY_MS * 5);
    expect(getOpenDialog()).toBeNull();
    first.unmount();

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
