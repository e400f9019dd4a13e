import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RealtimeStatus } from '@/app/shell/realtime-status';
import { setRealtimeConnectionState } from '@/shared/realtime/connection-state';
import { renderPart } from '../../render-app';

describe('realtime status', () => {
  afterEach(() => {
    act(() => setRealtimeConnectionState('disconnected'));
  });

  it('tells a player that live updates are reconnecting, and nothing else', async () => {
    await renderPart(<RealtimeStatus />);
    const status = screen.getByRole('status', { name: '' });
    act(() => setRealtimeConnectionState('connecting'));
    expect(status).toBeEmptyDOMElement();
    act(() => setRealtimeConnectionState('connected'));
    expect(status).toBeEmptyDOMElement();
    act(() => setRealtimeConnectionState('reconnecting'));
    expect(status).toHaveTextContent('Reconnecting live updates…');
    act(() => setRealtimeConnectionState('connected'));
    expect(status).toBeEmptyDOMElement();
    // A connection that gave up is a failure: not shown.
    act(() => setRealtimeConnectionState('reconnecting'));
    act(() => setRealtimeConnectionState('disconnected'));
    expect(status).toBeEmptyDOMElement();
  });

  it('speaks Turkish', async () => {
    await renderPart(<RealtimeStatus />, { language: 'tr' });
    act(() => setRealtimeConnectionState('reconnecting'));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Canlı bağlantı yeniden kuruluyor…',
    );
  });
});
