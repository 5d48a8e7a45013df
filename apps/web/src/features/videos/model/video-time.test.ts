import { describe, expect, it } from 'vitest';
import { clockTime, withToken } from './video-time';

describe('video time and addresses', () => {
  it('reads seconds as a clock', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(83.9)).toBe('1:23');
    expect(clockTime(3725)).toBe('1:02:05');
  });

  it('lays a fresh signature on an address', () => {
    expect(withToken('/api/videos/1/240p/seg_00000.ts?t=old', 'new')).toBe(
      '/api/videos/1/240p/seg_00000.ts?t=new',
    );
    expect(withToken('/api/videos/1/master.m3u8', 'new')).toBe('/api/videos/1/master.m3u8?t=new');
  });
});
