import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileSidePanel } from '@/app/shell/mobile/profile-side-panel';
import { closePanel, openPanel, togglePanel } from '@/shared/ui/panel-store';
import { renderPart } from '../../../render-app';
import { logInAs } from '../../../session-helpers';
import { answerNotifications } from '../profile/notifications-fixture';

function UserButton() {
  return (
    <button type="button" onClick={() => togglePanel('profilePanel')}>
      Profile
    </button>
  );
}

async function renderPanel(language: 'en' | 'tr' = 'en') {
  answerNotifications(2);
  await logInAs();
  const view = await renderPart(
    <>
      <UserButton />
      <ProfileSidePanel />
    </>,
    { language },
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Profile' }));
  return { ...view, user };
}

describe('mobile profile side panel', () => {
  afterEach(() => act(() => closePanel()));

  it('opens for a player with the dashboard menu, Notifications and Logout', async () => {
    await renderPanel();
    const panel = screen.getByRole('dialog', { name: 'My account', busy: false });
    expect(within(panel).getByText('demo')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: /^Notifications(, \d unread)?$/ }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(panel).toHaveFocus();
  });

  it('speaks Turkish', async () => {
    await renderPanel('tr');
    const panel = screen.getByRole('dialog', { name: 'Hesabım', busy: false });
    expect(within(panel).getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
  });

  it('is not shown to a visitor', async () => {
    await renderPart(<ProfileSidePanel />);
    act(() => openPanel('profilePanel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the user button', async () => {
    const { user } = await renderPanel();
    await user.keyboard('{Escape}');
    expect(
      screen.queryByRole('dialog', { name: 'My account', busy: false }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const { user } = await renderPanel();
    const panel = screen.getByRole('dialog', { name: 'My account', busy: false });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(
      screen.queryByRole('dialog', { name: 'My account', busy: false }),
    ).not.toBeInTheDocument();
  });

  it('closes on a backdrop click (a click on the dialog box itself)', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('dialog', { name: 'My account', busy: false }));
    expect(
      screen.queryByRole('dialog', { name: 'My account', busy: false }),
    ).not.toBeInTheDocument();
  });
});
