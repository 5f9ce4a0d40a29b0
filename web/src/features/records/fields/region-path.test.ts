import { describe, expect, it } from 'vitest';
import { guessRegionPath, reconcileRegionPath, type RegionOption } from './region-path';

const opt = (code: string): RegionOption => ({ code, name: code, hasChildren: true });

describe('region path', () => {
  it('guesses the chain of a sub-district code', () => {
    expect(guessRegionPath('110108001')).toEqual(['110000', '110100', '110108', '110108001']);
  });

  it('skips guessed levels the tree does not have', () => {
    const children = { '00': [opt('110000')], '110000': [opt('110108')], '110108': [opt('110108001')] };
    expect(reconcileRegionPath(guessRegionPath('110108001'), children)).toEqual(['110000', '110108', '110108001']);
  });

  it('keeps the guess for levels not loaded yet', () => {
    expect(reconcileRegionPath(['110000', '110108'], {})).toEqual(['110000', '110108']);
  });
});
