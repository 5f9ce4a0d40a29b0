import type { Kysely } from 'kysely';
import type { Lang } from '../../../catalogue';
import type { CommitteeKind, Database } from '../../../db';
import { dictionaryItems, itemsIn } from '../../admin/dictionaries';

/** The dictionary of each committee's posts: a 主任 of the funds review committee is not a 主席. */
const POST_DICTIONARIES: Record<CommitteeKind, string> = {
  committee: 'launtion_position',
  finance: 'launtion_fin_position',
  female: 'launtion_female_position',
};

/** Names an officer's post in the reader's language; the stored post when its dictionary has no such key. */
export type PostNamer = (officer: { committee: string; position: string }) => string;

/** An officer as the profile calls show them: committee, name, post (key and name), term, chair. */
export function officerInOffice<C extends string>(
  o: { committee: C; name: string; position: string; term_no: number | null; is_chair: boolean },
  postName: PostNamer,
) {
  return { committee: o.committee, name: o.name, position: o.position, positionName: postName(o), termNo: o.term_no, isChair: o.is_chair };
}

/** The post namer of the tenant's dictionaries in `lang`. */
export async function postNamer(db: Kysely<Database>, tenantId: string, lang: Lang): Promise<PostNamer> {
  const kinds = Object.keys(POST_DICTIONARIES) as CommitteeKind[];
  const lists = await Promise.all(kinds.map(async (k) => itemsIn(lang, await dictionaryItems(db, tenantId, POST_DICTIONARIES[k]))));
  const names = new Map(kinds.map((k, i) => [k as string, new Map(lists[i]!.map((item) => [item.dictKey, item.dictValue]))]));
  return (o) => names.get(o.committee)?.get(o.position) ?? o.position;
}
