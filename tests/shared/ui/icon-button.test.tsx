import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '@/shared/ui/icon';
import { IconButton } from '@/shared/ui/icon-button';

describe('IconButton', () => {
  it('is a button named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="close" label="Close" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveTextContent('');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('says whether what it opens is open, and keeps its badge out of its name', () => {
    render(
      <IconButton
        icon={<Icon name="bell" />}
        label="Notifications, 3 unread"
        aria-expanded={false}
        decoration={<span aria-hidden="true">3</span>}
      />,
    );
    const button = screen.getByRole('button', { name: 'Notifications, 3 unread', expanded: false });
    expect(button).toHaveTextContent('3');
  });

  it('is reached with Tab', async () => {
    render(<IconButton icon="menu" label="Menu" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
