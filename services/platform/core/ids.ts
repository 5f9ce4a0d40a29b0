import { Type } from '@sinclair/typebox';

/**
 * A regular expression (without anchors) for the decimal numbers 0..`max`, written without leading
 * zeros: every shorter number, then each way a number of `max`'s length stays below it digit by digit.
 */
function notAbove(max: string): string {
  const shorter = max.length > 1 ? [`[1-9][0-9]{0,${max.length - 2}}`] : [];
  const same: string[] = [];
  for (let i = 0; i < max.length; i++) {
    const digit = Number(max[i]);
    const low = i === 0 ? 1 : 0;
    const rest = max.length - i - 1;
    if (digit > low) same.push(`${max.slice(0, i)}[${low}-${digit - 1}]${rest ? `[0-9]{${rest}}` : ''}`);
  }
  return ['0', ...shorter, ...same, max].join('|');
}

/** The largest id a Postgres `bigint` holds: 2^63 - 1. Anything past it would fail in SQL as a 500. */
const ONE_ID = `(?:${notAbove('9223372036854775807')})`;

/** A 64-bit id as it travels, a decimal string from 0 to 2^63 - 1, as a JSON-schema pattern. */
export const ID_PATTERN = `^${ONE_ID}$`;
const ID = new RegExp(ID_PATTERN);

/** Whether `text` is an id: for ids read outside a schema (multipart fields). */
export const isId = (text: string): boolean => ID.test(text);

/**
 * The pattern of 1 to `maxItems` comma-separated ids; with `allowEmpty`, the empty string too
 * (forms that send `ids=` for none).
 */
export function idListPattern(maxItems: number, opts: { allowEmpty?: boolean } = {}): string {
  const list = `${ONE_ID}(?:,${ONE_ID}){0,${maxItems - 1}}`;
  return opts.allowEmpty ? `^(?:${list})?$` : `^${list}$`;
}

/** A 64-bit id as a decimal string, bounded to what Postgres `bigint` holds. */
export const IdString = Type.String({ pattern: ID_PATTERN, description: '64-bit id as a decimal string (0 to 2^63 - 1)' });
