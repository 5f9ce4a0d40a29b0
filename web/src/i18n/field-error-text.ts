import type { Lang } from '../catalogue';
import { translate } from './translate';
import { zh, type MessageKey } from './zh';

/** One broken rule as the server names it (`{ field: 'email', rule: 'pattern' }`), with its limit if any. */
export interface RuleError {
  field: string;
  rule: string;
  message?: string;
  limit?: number;
}

/** The sentence of each schema rule; rules of the forms' own checks come with a sentence already. */
const RULE_KEYS: Record<string, MessageKey> = {
  pattern: 'rule.format',
  format: 'rule.format',
  maxLength: 'rule.maxLength',
  minLength: 'rule.minLength',
  maximum: 'rule.maximum',
  minimum: 'rule.minimum',
  type: 'rule.type',
  enum: 'rule.choice',
  const: 'rule.choice',
  anyOf: 'rule.choice',
  oneOf: 'rule.choice',
  required: 'rule.required',
  additionalProperties: 'rule.unknown',
};

/** The label of a request parameter when the screen has none to offer: `email` is 电子邮箱 / Email. */
export function paramLabel(lang: Lang, field: string): string {
  const key = `param.${field}`;
  return key in zh ? translate(lang, key as MessageKey) : field;
}

/**
 * What a person reads for a field the server refused: its label and a sentence in their language
 * (「电子邮箱」格式不正确 / "Email is not in a valid format"), never the schema's keyword. A rule that
 * is not a schema keyword keeps the server's own sentence, already written for people.
 */
export function fieldErrorText(lang: Lang, error: RuleError, label?: string): string {
  let key = RULE_KEYS[error.rule];
  if (!key) return error.message || translate(lang, 'rule.invalid', { label: label ?? paramLabel(lang, error.field) });
  if (key === 'rule.minLength' && error.limit === 1) key = 'rule.empty';
  const text = translate(lang, key, { label: label ?? paramLabel(lang, error.field), limit: error.limit ?? '' });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
