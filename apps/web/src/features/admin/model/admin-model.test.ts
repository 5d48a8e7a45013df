import { describe, expect, it } from 'vitest';
import { barHeights, niceMax, takaValue } from './chart-scale';
import { moveSelection, queueCommandOf } from './queue-keys';

const key = (value: string, target: EventTarget | null = document.body, extra = {}) => ({
  key: value,
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('payment queue keys', () => {
  it('maps j/k, arrows, a, r, / and ? to commands', () => {
    expect(queueCommandOf(key('j'))).toBe('next');
    expect(queueCommandOf(key('ArrowDown'))).toBe('next');
    expect(queueCommandOf(key('k'))).toBe('previous');
    expect(queueCommandOf(key('a'))).toBe('approve');
    expect(queueCommandOf(key('r'))).toBe('reject');
    expect(queueCommandOf(key('/'))).toBe('search');
    expect(queueCommandOf(key('?'))).toBe('help');
    expect(queueCommandOf(key('x'))).toBeNull();
  });

  it('leaves keys alone while typing, in a dialog or with a modifier', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = document.createElement('button');
    dialog.append(inside);
    expect(queueCommandOf(key('a', input))).toBeNull();
    expect(queueCommandOf(key('a', inside))).toBeNull();
    expect(queueCommandOf(key('r', document.body, { ctrlKey: true }))).toBeNull();
  });

  it('moves the selection within the list', () => {
    expect(moveSelection(0, -1, 5)).toBe(0);
    expect(moveSelection(0, 1, 5)).toBe(1);
    expect(moveSelection(4, 1, 5)).toBe(4);
    expect(moveSelection(3, 1, 0)).toBe(0);
  });
});

describe('overview chart scale', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(23)).toBe(50);
    expect(niceMax(26000)).toBe(50000);
    expect(niceMax(100)).toBe(100);
  });

  it('scales bars and reads money without floats', () => {
    expect(takaValue('5500.50')).toBe(5500);
    expect(barHeights([0, 5, 10], 100)).toEqual({ max: 10, heights: [0, 50, 100] });
  });
});
