import type { Answers } from '../../catalogue';

/**
 * Answers not yet sent, kept in the browser under the invitation (the token's first 18 characters
 * name the tenant and invitation, not its secret), so a closed tab loses nothing; cleared on success.
 */
const keyOf = (token: string) => `questionnaire-answers:${token.slice(0, 18)}`;

export function readDraft(token: string): Answers {
  try {
    const raw = window.localStorage.getItem(keyOf(token));
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : {};
  } catch {
    return {};
  }
}

export function keepDraft(token: string, answers: Answers): void {
  try {
    window.localStorage.setItem(keyOf(token), JSON.stringify(answers));
  } catch {
    // A full or forbidden storage only loses the convenience.
  }
}

export function clearDraft(token: string): void {
  try {
    window.localStorage.removeItem(keyOf(token));
  } catch {
    // As above.
  }
}
