import { describe, expect, it } from 'vitest';
import { readCaptionError } from './caption-error';

describe('caption upload errors', () => {
  it('are read back into their key and line', () => {
    expect(readCaptionError('Line 7: the caption ends before it starts.')).toEqual({
      key: 'endsBeforeStart',
      line: 7,
    });
    expect(readCaptionError('The file has no captions.')).toEqual({ key: 'empty', line: 0 });
    expect(readCaptionError('Something else.')).toBeNull();
  });
});
