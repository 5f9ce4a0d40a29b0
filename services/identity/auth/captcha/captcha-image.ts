import { randomInt } from 'node:crypto';
import type { ConfigObject } from 'svg-captcha';

/**
 * Characters a captcha uses: no 0/O, 1/I, B/8, G/6, Q, S/5 or Z/2 pairs that people confuse.
 * Checked without regard to case.
 */
export const CAPTCHA_ALPHABET = '2345678ACDEFHJKLMNPRTUVWXY';

/** 130 × 48, the size the console's login form expects; coloured glyphs and noise lines. */
const LOOK: ConfigObject = { width: 130, height: 48, fontSize: 50, noise: 3, color: true, background: '#f4f6fa' };

type DrawText = (text: string, options: ConfigObject) => string;
let drawText: DrawText | undefined;

/**
 * svg-captcha's module itself draws a given text (its `create` draws one of its own, picked with
 * Math.random); its typings declare only `create`, so this is the one place that says what it is.
 * Loaded with the first captcha: the module reads its font (opentype.js and the glyphs, about 1 MB
 * of an API's heap) when imported, and a replica that serves no login page needs neither.
 */
async function textDrawer(): Promise<DrawText> {
  drawText ??= (await import('svg-captcha')).default as unknown as DrawText;
  return drawText;
}

/** A random code of `length` characters from CAPTCHA_ALPHABET, drawn with crypto randomness. */
export function randomCaptchaCode(length = 5): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return code;
}

/**
 * An SVG picture of `code` by svg-captcha: each character is an outline path from its font, never
 * SVG text, so the markup does not hand the code to a script that reads it.
 */
export async function captchaSvg(code: string): Promise<string> {
  return (await textDrawer())(code.toUpperCase(), LOOK);
}

/** The SVG as a data URL for an `<img src>` (the CSP allows `data:` images). */
export async function captchaDataUrl(code: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await captchaSvg(code), 'utf8').toString('base64')}`;
}
