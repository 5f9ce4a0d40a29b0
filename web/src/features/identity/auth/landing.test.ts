import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

describe('where a login lands', () => {
  it('is the page a visitor was sent from', () => {
    expect(landingPath({ from: '/work?tab=todo' }, '2005')).toBe('/work?tab=todo');
  });

  it('is the page the same user’s ended session was on', () => {
    expect(landingPath({ from: '/setting/index', savedFor: '2005' }, '2005')).toBe('/setting/index');
  });

  it('is home for another user than the one whose session ended there', () => {
    expect(landingPath({ from: '/setting/index', savedFor: '2005' }, '2003')).toBe('/');
  });

  it('is home when nothing was kept, or only the login page', () => {
    expect(landingPath(null, '2005')).toBe('/');
    expect(landingPath({ from: '/login?code=unauthor' }, '2005')).toBe('/');
  });
});
