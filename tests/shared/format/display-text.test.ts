// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutDirectionControls } from '@/shared/format/display-text';

describe('text shown on the page', () => {
  it.each([
    ['\u202A', 'LRE'],
    ['\u202B', 'RLE'],
    ['\u202C', 'PDF'],
    ['\u202D', 'LRO'],
    ['\u202E', 'RLO'],
    ['\u2066', 'LRI'],
    ['\u2067', 'RLI'],
    ['\u2068', 'FSI'],
    ['\u2069', 'PDI'],
  ])('loses the direction control %#', (control) => {
    expect(withoutDirectionControls(`Sweet ${control}Bonanza${control}`)).toBe('Sweet Bonanza');
  });

  it('keeps every other letter, Turkish and right-to-left scripts included', () => {
    const text = 'Türkçe Rulet ığüşöç \u0627\u0644\u0639\u0631\u0628\u064A\u0629 \u200F';
    expect(withoutDirectionControls(text)).toBe(text);
  });
});
