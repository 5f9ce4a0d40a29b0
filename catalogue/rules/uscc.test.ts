import { describe, expect, it } from 'vitest';
import { isValidUscc, usccCheckChar } from './uscc';

describe('the unified social credit code', () => {
  it('accepts a code whose check character matches', () => {
    expect(isValidUscc('91350100M000100Y43')).toBe(true);
    expect(isValidUscc('91110108MA01A1B2C3'.slice(0, 17) + usccCheckChar('91110108MA01A1B2C3'.slice(0, 17)))).toBe(true);
  });

  it('refuses a code whose check character is wrong', () => {
    expect(isValidUscc('91350100M000100Y42')).toBe(false);
  });

  it('refuses letters outside its alphabet (I, O, S, V, Z)', () => {
    expect(isValidUscc('91350100M000100O43')).toBe(false);
    expect(usccCheckChar('9135010SM000100Y4')).toBeNull();
  });

  it('refuses codes of the wrong length or with lower-case letters', () => {
    expect(isValidUscc('91350100M000100Y4')).toBe(false);
    expect(isValidUscc('91350100m000100y43')).toBe(false);
  });
});
