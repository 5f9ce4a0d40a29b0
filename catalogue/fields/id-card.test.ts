import { describe, expect, it } from 'vitest';
import { idCardBirthDate, idCardCheckChar, isValidIdCard } from './id-card';

describe('the 18-digit resident ID number (GB 11643)', () => {
  it('accepts the examples of the standard, with X as the check character', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('440524188001010014')).toBe(true);
    expect(isValidIdCard('110101199003074477')).toBe(true);
  });

  it('computes the check character by ISO 7064 MOD 11-2', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('11010119900307447')).toBe('7');
    expect(idCardCheckChar('1101011990030744')).toBeNull();
  });

  it('refuses a wrong check character', () => {
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard('11010119900307447X')).toBe(false);
  });

  it('refuses a birth date that does not exist or lies after today', () => {
    // 1990-02-30 does not exist; the check character is right for the digits.
    const feb30 = `11010119900230001`;
    expect(isValidIdCard(feb30 + idCardCheckChar(feb30))).toBe(false);
    const future = '11010120300101001';
    expect(isValidIdCard(future + idCardCheckChar(future), '2026-11-21')).toBe(false);
    expect(idCardBirthDate('11010519491231002X')).toBe('1949-12-31');
  });

  it('refuses 15-digit numbers, a lower-case x and letters elsewhere', () => {
    expect(isValidIdCard('110105491231002')).toBe(false);
    expect(isValidIdCard('11010519491231002x')).toBe(false);
    expect(isValidIdCard('1101051949123100AX')).toBe(false);
  });
});
