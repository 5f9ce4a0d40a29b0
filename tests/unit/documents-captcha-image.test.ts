import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaDataUrl, captchaSvg, randomCaptchaCode } from '../../services/identity/auth/captcha';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the captcha image (svg-captcha)', () => {
  it('draws each character of the code as one filled outline path, never as text', async () => {
    const svg = await captchaSvg('AK7PX');
    expect(svg).toMatch(/^<svg[^>]+width="130" height="48"/);
    expect(svg.match(/<path fill="[^"]+" d="/g)).toHaveLength(5);
    expect(svg).not.toMatch(/<text|AK7PX/);
  });

  it('draws the same code differently each time', async () => {
    expect(await captchaSvg('AK7PX')).not.toBe(await captchaSvg('AK7PX'));
  });

  it('answers a base64 SVG data URL', async () => {
    const url = await captchaDataUrl('AK7PX');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString('utf8')).toMatch(/^<svg /);
  });

  it('makes codes from the unambiguous alphabet only', () => {
    const codes = Array.from({ length: 200 }, () => randomCaptchaCode());
    expect(codes.every((c) => c.length === 5 && [...c].every((ch) => CAPTCHA_ALPHABET.includes(ch)))).toBe(true);
  });
});

describe('the captcha font', () => {
  it('is loaded with the first captcha, not with the module that draws it', { timeout: 60_000 }, () => {
    // A process of its own: this one may have drawn a captcha already. svg-captcha is CommonJS, so
    // once loaded it is in require's cache, even when imported.
    const probe = `
      import { createRequire } from 'node:module';
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((f) => f.includes('/svg-captcha/'));
      const { captchaSvg } = await import('./services/identity/auth/captcha/index.ts');
      const before = loaded();
      await captchaSvg('AK7PX');
      console.log(JSON.stringify({ before, after: loaded() }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({ before: false, after: true });
  });
});
