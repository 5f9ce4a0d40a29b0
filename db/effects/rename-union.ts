import { changeSourceOf } from './committees';
import { textOf } from './form-values';
import type { SectionValues } from './history-keys';
import { changeProfile, writeHistory } from './profile-store';
import type { Effect } from './types';
import { renameInTree } from './union-tree';

/**
 * renameUnion (organ3 approved): the new name in the tree, on the union's main account and on its
 * records and tasks; the old name stays in the profile history. A new employer name goes to the
 * employer section too.
 */
export const renameUnion: Effect = async (ctx) => {
  const name = textOf(ctx.form, ['newName', 'unionNewName', 'unionName']);
  if (!name || name === ctx.union.name) return { unionId: ctx.union.id, done: 'unchanged' };
  await renameInTree(ctx.db, ctx.union, name);
  await writeHistory(ctx.db, ctx.tenantId, ctx.union.id, 'name', { name: ctx.union.name }, { name }, changeSourceOf(ctx));
  const unitName = textOf(ctx.form, ['unitNewName']);
  if (unitName)
    await changeProfile(
      ctx.db,
      ctx.tenantId,
      ctx.union.id,
      { sections: { unit: { unitName } satisfies SectionValues<'unit'> } },
      changeSourceOf(ctx),
    );
  return { unionId: ctx.union.id, done: 'renamed' };
};
