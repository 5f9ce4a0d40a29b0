// honor1's lists in the browser (spec section 2: /honor/item1/person and /honor/item1/team): each
// category of a module whose categories have their own calls is listed at its own route, and a
// record of one category is not on the other's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login, withRequiredUploads } from '../support';
import { signedInAs, startConsole, type ConsoleStack } from './identity-helpers';

const entry = modules.honor1!;
const BASE = '/api/blade-crop/crop/honor1';

let c: ConsoleStack;
const ids: Record<string, string> = {};

beforeAll(async () => {
  c = await startConsole('honor1-category-lists');
  // Two places for corp1 in the open call, so it files one of each category.
  await c.stack.db.updateTable('selection_round').set({ places_per_union: 2 }).where('kind', '=', 'union_honours').execute();
  const corp1 = await login(c.stack.app, 'corp1');
  for (const category of entry.categoryCalls!) {
    const ready = await withRequiredUploads(c.stack.app, corp1, entry, category.example);
    const sent = await corp1.post(`${BASE}/${category.submit}`, { ...ready.form, id: ready.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    ids[category.value] = sent.body.data.id;
  }
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('honor1’s category lists in the console', () => {
  it.each([
    ['person', 'team'],
    ['team', 'person'],
  ])('lists the %s records at their own route, without the %s records', async (shown, other) => {
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}/honor/item1/${shown}`);
    await page.locator('table.data-table-grid[aria-busy="false"]').waitFor();
    expect(await page.getByTestId(`row-${ids[shown]}`).count()).toBe(1);
    expect(await page.getByTestId(`row-${ids[other]}`).count()).toBe(0);
    await context.close();
  });
});
