import type { BranchCondition } from '../../../catalogue';

/**
 * The condition language of a sequence flow's `conditionExpression`, one condition a flow:
 *   unionKind in (corp, launion)          the applicant union's kind (corp, launion, federation)
 *   form.field == 'x'   form.field != 'x' a form value equal to or different from a text
 *   form.field in ('a', 'b')              a form value among texts
 *   form.amount > 5000000                 a number of the form (money in fen) against a bound,
 *                                         with <, <=, > or >=
 * Texts are quoted with ' or "; a bare word (letters, digits, _ . -) is taken as the text it spells.
 */
const FIELD = String.raw`form\.([\w.-]+)`;
const TEXT = String.raw`'[^']*'|"[^"]*"|[\w.-]+`;
const LIST = String.raw`\(\s*((?:${TEXT})(?:\s*,\s*(?:${TEXT}))*)\s*\)`;
const KINDS = ['corp', 'launion', 'federation'] as const;
const AMOUNT_OPS = { '<': 'lt', '<=': 'le', '>': 'gt', '>=': 'ge' } as const;

const unquote = (t: string) => (/^(['"]).*\1$/.test(t) ? t.slice(1, -1) : t);
const items = (list: string) => [...list.matchAll(new RegExp(TEXT, 'g'))].map((m) => unquote(m[0]));

/** The condition an expression states, or undefined when it states none this language knows. */
export function parseCondition(text: string): BranchCondition | undefined {
  const s = text.trim();
  let m = s.match(new RegExp(String.raw`^unionKind\s+in\s*${LIST}$`));
  if (m) {
    const kinds = items(m[1]!);
    const known = kinds.filter((k): k is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(k));
    return known.length === kinds.length ? { kind: 'unionKind', in: known } : undefined;
  }
  m = s.match(new RegExp(String.raw`^${FIELD}\s+in\s*${LIST}$`));
  if (m) return { kind: 'field', field: m[1]!, op: 'in', value: items(m[2]!) };
  m = s.match(new RegExp(String.raw`^${FIELD}\s*(==|!=)\s*(${TEXT})$`));
  if (m) return { kind: 'field', field: m[1]!, op: m[2] === '==' ? 'eq' : 'ne', value: unquote(m[3]!) };
  m = s.match(new RegExp(String.raw`^${FIELD}\s*(<=|>=|<|>)\s*(-?\d+(?:\.\d+)?)$`));
  if (m) return { kind: 'amount', field: m[1]!, op: AMOUNT_OPS[m[2] as keyof typeof AMOUNT_OPS], value: Number(m[3]) };
  return undefined;
}

const quote = (t: string) => (t.includes("'") ? `"${t}"` : `'${t}'`);

export function formatCondition(c: BranchCondition): string {
  switch (c.kind) {
    case 'unionKind':
      return `unionKind in (${c.in.join(', ')})`;
    case 'field':
      if (c.op === 'in' || Array.isArray(c.value)) return `form.${c.field} in (${[c.value].flat().map(quote).join(', ')})`;
      return `form.${c.field} ${c.op === 'eq' ? '==' : '!='} ${quote(c.value)}`;
    case 'amount': {
      const op = Object.entries(AMOUNT_OPS).find(([, name]) => name === c.op)![0];
      return `form.${c.field} ${op} ${c.value}`;
    }
  }
}
