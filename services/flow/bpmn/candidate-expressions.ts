import type { CandidateRule } from '../../../catalogue';

/**
 * The candidate expression language of a user task's `potentialOwner` (and of `union:cc`): rules
 * separated by `;`, each one of
 *   applicantParent            the applicant union's direct higher union
 *   role(federation)           accounts holding a role
 *   role(launion)@launion      a role at a union level of the applicant's chain (launion, federation)
 *   users(1001,1002)           named accounts
 *   formUnion(newHigher)       the union a unionPicker field of the form names
 *   dataScope(record)          accounts whose data scope for a resource reaches the applicant union
 * Spaces around the parts are allowed; names are letters, digits, `_`, `-`, `.` and `:`.
 */
const NAME = String.raw`[\w.:-]+`;
const FORMS: [RegExp, (m: RegExpMatchArray) => CandidateRule][] = [
  [/^applicantParent$/, () => ({ kind: 'applicantParent' })],
  [new RegExp(String.raw`^role\(\s*(${NAME})\s*\)$`), (m) => ({ kind: 'role', role: m[1]! })],
  [
    new RegExp(String.raw`^role\(\s*(${NAME})\s*\)\s*@\s*(launion|federation)$`),
    (m) => ({ kind: 'roleAtLevel', role: m[1]!, level: m[2] as 'launion' | 'federation' }),
  ],
  [
    new RegExp(String.raw`^users\(\s*((?:${NAME}\s*(?:,\s*${NAME}\s*)*)?)\)$`),
    (m) => ({
      kind: 'users',
      userIds: m[1]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    }),
  ],
  [new RegExp(String.raw`^formUnion\(\s*(${NAME})\s*\)$`), (m) => ({ kind: 'formUnion', field: m[1]! })],
  [new RegExp(String.raw`^dataScope\(\s*(${NAME})\s*\)$`), (m) => ({ kind: 'dataScope', resource: m[1]! })],
];

/** The rules of an expression, or the first part that is not one. */
export function parseCandidates(text: string): { rules: CandidateRule[] } | { bad: string } {
  const rules: CandidateRule[] = [];
  for (const part of text.split(';').map((p) => p.trim())) {
    if (!part) continue;
    const form = FORMS.map(([re, make]) => [part.match(re), make] as const).find(([m]) => m);
    if (!form) return { bad: part };
    rules.push(form[1](form[0]!));
  }
  return { rules };
}

function formatRule(rule: CandidateRule): string {
  switch (rule.kind) {
    case 'applicantParent':
      return 'applicantParent';
    case 'role':
      return `role(${rule.role})`;
    case 'roleAtLevel':
      return `role(${rule.role})@${rule.level}`;
    case 'users':
      return `users(${rule.userIds.join(',')})`;
    case 'formUnion':
      return `formUnion(${rule.field})`;
    case 'dataScope':
      return `dataScope(${rule.resource})`;
  }
}

export const formatCandidates = (rules: CandidateRule[]): string => rules.map(formatRule).join('; ');
