import { randomInt } from 'node:crypto';

/**
 * Characters a captcha uses: no 0/O, 1/I, B/8, G/6, Q, S/5 or Z/2 pairs that people confuse.
 * Checked without regard to case.
 */
export const CAPTCHA_ALPHABET = '2345678ACDEFHJKLMNPRTUVWXY';

type Stroke = [number, number][];

/**
 * A stroke font on a 4 × 6 grid. The image draws each character as jittered, transformed paths,
 * never as SVG text: a `<text>` element would hand the code to any script that reads the markup.
 */
const GLYPHS: Record<string, Stroke[]> = {
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0.5],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [2.5, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5.5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 2.6],
      [3, 2.6],
      [4, 3.6],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [4, 0.6],
      [3, 0],
      [1, 0],
      [0, 1.5],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.6],
      [3, 2.8],
      [1, 2.8],
      [0, 3.6],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [2, 3],
      [0.6, 2.2],
      [0.6, 0.8],
      [2, 0],
      [3.4, 0.8],
      [3.4, 2.2],
      [2, 3],
      [0, 4],
      [0, 5.2],
      [2, 6],
      [4, 5.2],
      [4, 4],
      [2, 3],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.7, 4],
      [3.3, 4],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1.5],
      [0, 4.5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 4.5],
      [3, 6],
      [1, 6],
      [0, 4.5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.6],
    ],
    [
      [1.3, 2.5],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.6],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2.2],
      [3, 3.2],
      [0, 3.2],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2.2],
      [3, 3.2],
      [0, 3.2],
    ],
    [
      [2, 3.2],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 4.8],
      [1, 6],
      [3, 6],
      [4, 4.8],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
};

const WIDTH = 130;
const HEIGHT = 48;

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;
const fmt = (n: number) => n.toFixed(1);
const INK = ['#1f3a93', '#7b1f1f', '#1d5e3a', '#5b2c83', '#8a4b08', '#2f4f4f', '#b03060'];

/** A random code of `length` characters from CAPTCHA_ALPHABET. */
export function randomCaptchaCode(length = 5): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return code;
}

/** Splits a polyline into short pieces, so the wave below bends straight strokes too. */
function subdivide(points: [number, number][], step: number): [number, number][] {
  const out: [number, number][] = [points[0]!];
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 1; k <= n; k++) out.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n]);
  }
  return out;
}

interface Wave {
  amp: number;
  freq: number;
  phase: number;
}

/** One wave through the whole image bends every character differently. */
const bend = ([x, y]: [number, number], w: Wave): [number, number] => [
  x + w.amp * 0.5 * Math.sin(y * w.freq * 2 + w.phase),
  y + w.amp * Math.sin(x * w.freq + w.phase),
];

function glyphPaths(char: string, cx: number, wave: Wave): string[] {
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error(`no glyph for ${char}`);
  const scaleX = rand(3.4, 4.2);
  const scaleY = rand(4.3, 5);
  const angle = (rand(-20, 20) * Math.PI) / 180;
  const shear = rand(-0.3, 0.3);
  const cy = HEIGHT / 2 + rand(-2.5, 2.5);
  const colour = pick(INK);
  const width = rand(2.4, 3.2);
  return strokes.map((stroke) => {
    const jittered = stroke.map(([x, y]) => [x + rand(-0.35, 0.35), y + rand(-0.35, 0.35)] as [number, number]);
    const points = subdivide(jittered, 0.5).map(([x, y]) => {
      const gx = (x - 2 + shear * (y - 3)) * scaleX;
      const gy = (y - 3) * scaleY;
      return bend([cx + gx * Math.cos(angle) - gy * Math.sin(angle), cy + gx * Math.sin(angle) + gy * Math.cos(angle)], wave);
    });
    return path(points, colour, width);
  });
}

function path(points: [number, number][], colour: string, width: number): string {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join('');
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Curves and specks in the characters' own inks, so they cannot be told apart by colour. */
function noise(): string[] {
  const items: string[] = [];
  for (let i = 0; i < 3; i++) {
    const y0 = rand(4, HEIGHT - 4);
    const y1 = rand(4, HEIGHT - 4);
    const d = `M${fmt(rand(-5, 20))} ${fmt(y0)}C${fmt(rand(20, 60))} ${fmt(rand(-10, HEIGHT + 10))} ${fmt(rand(70, 110))} ${fmt(rand(-10, HEIGHT + 10))} ${fmt(rand(110, WIDTH + 5))} ${fmt(y1)}`;
    items.push(`<path d="${d}" fill="none" stroke="${pick(INK)}" stroke-width="${fmt(rand(1, 1.8))}" stroke-linecap="round"/>`);
  }
  for (let i = 0; i < 30; i++) {
    items.push(`<circle cx="${fmt(rand(0, WIDTH))}" cy="${fmt(rand(0, HEIGHT))}" r="${fmt(rand(0.6, 1.6))}" fill="${pick(INK)}"/>`);
  }
  return items;
}

/** Fisher–Yates with crypto randomness: the markup's order says nothing about the code's order. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** An SVG picture of `code` (130 × 48, the size the console expects). */
export function captchaSvg(code: string): string {
  const cell = (WIDTH - 14) / code.length;
  const wave: Wave = { amp: rand(1.2, 2.5), freq: rand(0.05, 0.1), phase: rand(0, 2 * Math.PI) };
  const parts = [...code.toUpperCase()].flatMap((char, i) => glyphPaths(char, 7 + cell * (i + 0.5) + rand(-2, 2), wave));
  const background = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6fa"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${background}${shuffle([...parts, ...noise()]).join('')}</svg>`;
}

/** The SVG as a data URL for an `<img src>`. */
export function captchaDataUrl(code: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code), 'utf8').toString('base64')}`;
}
