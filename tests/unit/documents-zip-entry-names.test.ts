// Zip entry names from titles and file names users typed: one safe segment per folder, whatever they hold.
import { describe, expect, it } from 'vitest';
import { zipEntryName } from '../../services/records/documents';

/** What an unzip tool would refuse or misplace: a `.` or `..` segment, an absolute start, a drive, a control or backslash. */
function unsafeIn(name: string): string[] {
  const problems: string[] = [];
  const segments = name.split('/');
  if (name.startsWith('/')) problems.push('absolute');
  if (/^[a-z]:/i.test(name)) problems.push('drive');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) problems.push('dot or empty segment');
  if (/[\\\p{Cc}]/u.test(name)) problems.push('backslash or control character');
  if (segments.some((s) => Buffer.byteLength(s) > 255)) problems.push('segment too long');
  return problems;
}

const HOSTILE_TITLES = [
  'x/../../../../../etc/evil',
  '..',
  '.',
  '...',
  '',
  '/etc/passwd',
  '\\\\server\\share\\x',
  '..\\..\\windows\\system32',
  'C:\\Windows\\evil',
  'C:',
  'a\u0000b',
  'line\r\nbreak\tand\u0007bell',
  '  ..  ',
  '\u202eexe.png',
  'CON',
  '作品'.repeat(200),
];

describe('a zip entry name', () => {
  it.each(HOSTILE_TITLES)('keeps a work titled %j to one safe folder', (title) => {
    const name = zipEntryName([title, 'photo.png']);
    expect(unsafeIn(name)).toEqual([]);
    expect(name.split('/')).toHaveLength(2);
    expect(name.endsWith('/photo.png')).toBe(true);
  });

  it.each(HOSTILE_TITLES)('keeps a file named %j to one safe segment', (file) => {
    const name = zipEntryName(['作品', file]);
    expect(unsafeIn(name)).toEqual([]);
    expect(name.split('/')).toEqual(['作品', expect.any(String)]);
  });

  it('turns the issue’s title into one folder without climbing out', () => {
    expect(zipEntryName(['x/../../../../../etc/evil', 'photo.png'])).toBe('x_.._.._.._.._.._etc_evil/photo.png');
  });

  it('names an empty, dot-only or NUL-only segment `_`', () => {
    expect(zipEntryName(['', '..', '\u0000'])).toBe('_/_/_');
    expect(zipEntryName([])).toBe('_');
  });

  it('drops control characters and direction overrides, and refuses drive letters and backslashes', () => {
    expect(zipEntryName(['a\u0000b\r\n', 'C:\\x.pdf'])).toBe('ab/C__x.pdf');
    expect(zipEntryName(['\u202egnp.exe'])).toBe('gnp.exe');
  });

  it('keeps a Windows device name from naming a device', () => {
    expect(zipEntryName(['nul.txt'])).toBe('_nul.txt');
  });

  it('shortens a very long name to 200 bytes, keeping its extension', () => {
    const name = zipEntryName(['作'.repeat(300) + '.pdf']);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
    expect(name.endsWith('作.pdf')).toBe(true);
  });

  it('leaves ordinary names as they are', () => {
    expect(zipEntryName(['车间里的晨光', '筹备组批复 (2).pdf'])).toBe('车间里的晨光/筹备组批复 (2).pdf');
  });
});
