import { childCallOf, type FormData, type Lang } from '../../catalogue';
import type { WorksScope } from './works-scope';

/** The call the pages are for, by name: the category's (职工摄影作品征集), or the module's title. */
export const callName = (scope: Pick<WorksScope, 'entry' | 'section'>, lang: Lang): string =>
  (scope.section.category?.call ?? scope.entry.title)[lang];

/** This year's call of the pages' category (`photography-2026`), or of the module (`activityworks-2026`). */
export const thisYearsCall = (scope: Pick<WorksScope, 'entry' | 'section'>, today: string): string =>
  `${scope.section.category?.key ?? scope.entry.key}-${today.slice(0, 4)}`;

/**
 * What the begin dialog proposes, in the fields the module names its call by (`children.call`): this
 * year's call of the category (`photography-2026`, 2026年职工摄影作品征集, works of the category's
 * kind). The published activities are not in the portal yet, so the union may change both; entering
 * the same call again opens its existing entry.
 */
export function beginDefaults(scope: Pick<WorksScope, 'entry' | 'section'>, lang: Lang, today: string): FormData {
  const year = today.slice(0, 4);
  const { category } = scope.section;
  const field = scope.entry.children?.pages?.categoryField;
  const call = childCallOf(scope.entry);
  const name = callName(scope, lang);
  return {
    [call.idField]: thisYearsCall(scope, today),
    ...(category && field ? { [field]: category.value } : {}),
    [call.nameField]: lang === 'zh' ? `${year}年${name}` : `${name} ${year}`,
  };
}
