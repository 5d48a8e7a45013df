import { describe, expect, it } from 'vitest';
import { getReturnPath, guestPathReturningTo, safeReturnPath } from './redirect';

describe('return paths through login and sign-up', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeReturnPath('/course/14?students=3')).toBe('/course/14?students=3');
    expect(safeReturnPath('/course/6/progress#notes')).toBe('/course/6/progress#notes');
  });

  it.each([
    '//evil.example/steal',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'course/14',
    '/\tevil',
    '/login',
    '/signup/',
    '',
    null,
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('reads state `from` first, then ?next=, else /dashboard', () => {
    const from = { from: { pathname: '/course/14', search: '?students=3' } };
    expect(getReturnPath(from, '?next=%2Fforums')).toBe('/course/14?students=3');
    expect(getReturnPath(null, '?next=%2Fforums')).toBe('/forums');
    expect(getReturnPath({ from: { pathname: '//evil.example' } }, '')).toBe('/dashboard');
    expect(getReturnPath(undefined, '?next=%2F%2Fevil.example')).toBe('/dashboard');
  });

  it('carries the return path in the address of the other guest page', () => {
    expect(guestPathReturningTo('/signup', '/course/14?students=3')).toBe(
      '/signup?next=%2Fcourse%2F14%3Fstudents%3D3',
    );
    expect(guestPathReturningTo('/login', '/dashboard')).toBe('/login');
  });
});
