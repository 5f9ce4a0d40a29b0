import { ApiError } from '../../../../api';
import type { I18nText, Lang } from '../../../../catalogue';

/** A problem naming an element: `validateModel`'s, the server's, or a BPMN file's (with its BPMN type). */
export interface ElementError {
  element: string;
  message: I18nText | string;
  bpmnType?: string;
}

/** The element-named problems a refused call carries in `data.errors`; none for other failures. */
export function elementErrorsOf(err: unknown): ElementError[] {
  if (!(err instanceof ApiError)) return [];
  const errors = (err.data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is ElementError => typeof e === 'object' && e !== null && 'element' in e && 'message' in e);
}

export function errorText(e: ElementError, lang: Lang): string {
  return typeof e.message === 'string' ? e.message : e.message[lang] || e.message.zh;
}

/** Messages by element id, each once, in the order given. */
export function errorsByElement(errors: ElementError[], lang: Lang): Record<string, string[]> {
  const byElement: Record<string, string[]> = {};
  for (const e of errors) {
    const text = errorText(e, lang);
    const list = (byElement[e.element] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return byElement;
}
