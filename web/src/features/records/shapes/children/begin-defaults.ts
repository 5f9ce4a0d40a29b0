import type { FormData, Lang } from '../../../../catalogue';
import { WORKS_KIND, type ActivityCategory } from './activity-paths';
import { childText } from './texts';

/**
 * What the begin dialog proposes: this year's call of the category (`photography-2026`,
 * 2026年职工摄影作品征集, works of the category's kind). The published activities are not in the portal yet, so the union may
 * change both; entering the same activity again opens its existing entry.
 */
export function beginDefaults(category: ActivityCategory, lang: Lang, today: string): FormData {
  const year = today.slice(0, 4);
  const name = childText(lang, `activity_${category}`);
  return {
    activityId: `${category}-${year}`,
    worksKind: WORKS_KIND[category],
    activityName: lang === 'zh' ? `${year}年${name}` : `${name} ${year}`,
  };
}
