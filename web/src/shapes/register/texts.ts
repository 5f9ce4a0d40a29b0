import type { Lang } from '../../catalogue';
import { useI18n } from '../../i18n';

/** The words of a register's page, kept beside it. */
const TEXTS = {
  none: { zh: '名录中暂无记录', en: 'The register has no rows yet' },
  index: { zh: '序号', en: 'No.' },
  name: { zh: '名称', en: 'Name' },
  key: { zh: '编号', en: 'Code' },
  union: { zh: '所属工会', en: 'Union' },
  state: { zh: '状态', en: 'State' },
  state_active: { zh: '在用', en: 'In use' },
  state_closed: { zh: '已停用', en: 'Closed' },
  recognisedOn: { zh: '认定日期', en: 'Recognised on' },
  actions: { zh: '操作', en: 'Actions' },
  totals: { zh: '在用{active}项，已停用{closed}项', en: '{active} in use, {closed} closed' },
  sum: { zh: '{label}合计 {value}', en: '{label} in total: {value}' },
  asOf: { zh: '截至{date}', en: 'As of {date}' },
} as const satisfies Record<string, Record<Lang, string>>;

export type RegisterText = keyof typeof TEXTS;

/** The text `key` in the current language, with `{name}` placeholders filled. */
export function useRegisterText() {
  const { lang } = useI18n();
  return (key: RegisterText, vars: Record<string, string | number> = {}) => {
    let text: string = TEXTS[key][lang];
    for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
    return text;
  };
}
