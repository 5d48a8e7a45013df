import { describe, expect, it } from 'vitest';
import { prefersLowData, readPreferences, savePreferences } from './player-preferences';

describe('player preferences', () => {
  it('are remembered per viewer', () => {
    savePreferences('7', { quality: '240p', speed: 1.5 }, localStorage);
    expect(readPreferences('7', localStorage)).toEqual({ quality: '240p', speed: 1.5 });
    expect(readPreferences('8', localStorage)).toEqual({ quality: 'auto', speed: 1 });
  });

  it('start on the lowest rung with Save-Data or a slow connection', () => {
    expect(prefersLowData({ saveData: true })).toBe(true);
    expect(prefersLowData({ effectiveType: '2g' })).toBe(true);
    expect(prefersLowData({ effectiveType: '4g' })).toBe(false);
    expect(prefersLowData(undefined)).toBe(false);
  });
});
