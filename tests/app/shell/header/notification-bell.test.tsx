import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsQueryOptions } from '@/shared/notifications/notifications-query';
import { renderApp } from '../../../render-app';
import { logInAs } from '../../../session-helpers';
import { LAZY } from '../../../support/lazy';
import { answerNotifications } from '../profile/notifications-fixture';

describe('notification bell', () => {
  it('shakes when a new notification arrives, not on the first load nor when one is read', async () => {
    // Ids 1-3: two unread, one read.
    answerNotifications(2, 1);
    await logInAs();
    const { queryClient } = await renderApp('/');
    const reload = () =>
      act(() => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }));
    // Lets the bell's effects run after the list has changed.
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LAZY);
    await settle();
    expect(bell).toHaveAttribute('data-shaking', 'false');

    // The same three, one of them read now: the count goes down, no new notification.
    answerNotifications(1, 2);
    await reload();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, LAZY);
    await settle();
    expect(bell).toHaveAttribute('data-shaking', 'false');

    // A fourth arrives.
    answerNotifications(2, 2);
    await reload();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LAZY);
    await settle();
    expect(bell).toHaveAttribute('data-shaking', 'true');
    // One shake, then the bell is still.
    await waitFor(() => expect(bell).toHaveAttribute('data-shaking', 'false'), { timeout: 2000 });
  });
});
