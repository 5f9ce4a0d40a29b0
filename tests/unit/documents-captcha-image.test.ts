import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaDataUrl, captchaSvg, randomCaptchaCode } from '../../services/identity/auth/captcha';

describe('the captcha image (svg-captcha)', () => {
  it('draws each character of the code as one filled outline path, never as text', () => {
    const svg = captchaSvg('AK7PX');
    expect(svg).toMatch(/^<svg[^>]+width="130" height="48"/);
    expect(svg.match(/<path fill="[^"]+" d="/g)).toHaveLength(5);
    expect(svg).not.toMatch(/<text|AK7PX/);
  });

  it('draws the same code differently each time', () => {
    expect(captchaSvg('AK7PX')).not.toBe(captchaSvg('AK7PX'));
  });

  it('answers a base64 SVG data URL', () => {
    const url = captchaDataUrl('AK7PX');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString('utf8')).toMatch(/^<svg /);
  });

  it('makes codes from the unambiguous alphabet only', () => {
    const codes = Array.from({ length: 200 }, () => randomCaptchaCode());
    expect(codes.every((c) => c.length === 5 && [...c].every((ch) => CAPTCHA_ALPHABET.includes(ch)))).toBe(true);
  });
});
