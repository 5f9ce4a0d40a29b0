import type { Lang } from '../../../catalogue';
import { message, type MessageKey } from './messages';

/** One schema failure as Ajv reports it. */
export interface RuleIssue {
  keyword: string;
  params: Record<string, unknown>;
}

/** The limit a length or range rule names (`maxLength` 50), carried to the client with the error. */
export function limitOf(issue: RuleIssue): number | undefined {
  const limit = issue.params.limit;
  return typeof limit === 'number' ? limit : undefined;
}

const KEYS: Record<string, MessageKey> = {
  required: 'required',
  additionalProperties: 'unknownParam',
  pattern: 'ruleFormat',
  format: 'ruleFormat',
  maxLength: 'ruleMaxLength',
  minLength: 'ruleMinLength',
  maximum: 'ruleMaximum',
  minimum: 'ruleMinimum',
  type: 'ruleType',
  enum: 'ruleChoice',
  const: 'ruleChoice',
  anyOf: 'ruleChoice',
  oneOf: 'ruleChoice',
  maxItems: 'ruleMaxItems',
  minItems: 'ruleMinItems',
};

/**
 * A sentence in `lang` saying what is wrong with `field`: "参数email格式不正确", not the schema
 * keyword ("不符合规则pattern"), which means nothing to the person who typed the value.
 */
export function ruleMessage(field: string, issue: RuleIssue, lang: Lang): string {
  const limit = limitOf(issue);
  let key: MessageKey = KEYS[issue.keyword] ?? 'ruleInvalid';
  if (key === 'ruleMinLength' && limit === 1) key = 'ruleEmpty';
  return message(key, lang, { field, limit: String(limit ?? '') });
}
