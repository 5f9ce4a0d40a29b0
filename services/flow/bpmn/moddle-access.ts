import type { ModdleElement } from 'bpmn-moddle';
import type { I18nText } from '../../../catalogue';
import { bpmnError, named } from './bpmn-errors';
import { EN_PREFIX, i18nName } from './union-attributes';
import { decodeId } from './xml-ids';

/** Reading the library's elements: their lists, references, ids and names, and refusing one. */
export const list = (el: ModdleElement, prop: string) => (el[prop] as ModdleElement[] | undefined) ?? [];
export const ref = (el: ModdleElement, prop: string) => el[prop] as ModdleElement | undefined;
export const idOf = (el: ModdleElement) => (el.id === undefined ? el.$type : decodeId(el.id));
export const refuse = (el: ModdleElement, zh: string, en: string) =>
  bpmnError(
    idOf(el),
    el.$type,
    'unsupported',
    `不支持的BPMN元素「${named(idOf(el), el.$type)}」：${zh}`,
    `${named(idOf(el), el.$type)} is not supported: ${en}`,
  );
export function nameOf(el: ModdleElement): I18nText | undefined {
  const en = list(el, 'documentation')
    .map((d) => String(d.text ?? '').trim())
    .find((t) => t.startsWith(EN_PREFIX));
  const zh = el.name as string | undefined;
  if (zh === undefined) return undefined;
  return i18nName(zh, en?.slice(EN_PREFIX.length).trim());
}

/** The reader's message on one line: what it could not read, where, and why. */
export const oneLine = (e: Error) =>
  e.message
    .split('\n')
    .map((l) => l.trim())
    .join('; ');
