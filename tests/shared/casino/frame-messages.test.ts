// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { frameCommand } from '@/shared/casino/launch/frame-messages';

const gameWindow = { name: 'game' };
const otherWindow = { name: 'other' };
const urlFrame = { window: gameWindow, origin: 'https://games.example' };
const htmlFrame = { window: gameWindow, origin: null };

const message = (
  data: unknown,
  origin = 'https://games.example',
  source: unknown = gameWindow,
) => ({
  data,
  origin,
  source,
});

// Game reload: exit closes, the provider's exit closes, its reload reloads.
describe('frameCommand', () => {
  it('hears the game frame: exit and the provider exit close, the provider reload reloads', () => {
    expect(frameCommand(message({ command: 'exit' }), urlFrame)).toBe('close');
    expect(frameCommand(message({ event: 'closeGame' }), urlFrame)).toBe('close');
    expect(frameCommand(message({ event: 'reloadGame' }), urlFrame)).toBe('reload');
  });

  it('ignores another origin, even from the frame window', () => {
    expect(frameCommand(message({ command: 'exit' }, 'https://evil.test'), urlFrame)).toBeNull();
  });

  it('ignores another window, even from the frame origin', () => {
    expect(
      frameCommand(message({ command: 'exit' }, 'https://games.example', otherWindow), urlFrame),
    ).toBeNull();
    expect(
      frameCommand(message({ command: 'exit' }, 'https://games.example', null), urlFrame),
    ).toBeNull();
  });

  it('hears an HTML (sandboxed, opaque origin) frame by its window and opaque origin', () => {
    expect(frameCommand(message({ command: 'exit' }, 'null'), htmlFrame)).toBe('close');
    expect(frameCommand(message({ command: 'exit' }, 'null', otherWindow), htmlFrame)).toBeNull();
    expect(
      frameCommand(message({ command: 'exit' }, 'https://games.example'), htmlFrame),
    ).toBeNull();
  });

  it('ignores a frame that is not there yet', () => {
    expect(frameCommand(message({ command: 'exit' }), { window: null, origin: null })).toBeNull();
  });

  it.each([
    ['a string', 'exit'],
    ['null', null],
    ['an array', [{ command: 'exit' }]],
    ['another command', { command: 'close' }],
    ['another event', { event: 'spin' }],
    ['a command as event', { event: 'exit' }],
  ])('ignores %s', (_label, data) => {
    expect(frameCommand(message(data), urlFrame)).toBeNull();
  });
});
