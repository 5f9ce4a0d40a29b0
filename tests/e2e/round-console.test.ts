// The selection rounds in the console: the federation keeps them under 系统管理 › 评选轮次 (with the
// places of each higher union), and an enterprise union sees above its nomination form whether it can
// file now and why not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('round-console');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

const FORM = '/honor/worker';

/** The federation on 系统管理 › 评选轮次, and the row of the model workers' round the demo opens. */
async function modelWorkersRound() {
  const federation = await signedInAs(c, 'federation');
  await federation.page.getByTestId('menu-system').click();
  await federation.page.getByTestId('side-round').click();
  await federation.page.waitForURL(/\/system\/round$/);
  const page = federation.page.getByTestId('admin-round');
  // The demo opens a round of every kind a module uses: the list is filtered to the model workers'.
  await page.getByTestId('search-kind').selectOption('mw_person');
  await page.getByTestId('btn-search').click();
  return { federation, row: page.locator('tbody tr').filter({ hasText: '北京市劳动模范和先进工作者' }).first() };
}

describe('the selection rounds in the console', () => {
  it('let the federation allocate places to a higher union, which that union then reads as its own', async () => {
    const launion1 = await login(c.stack.app, 'launion1');
    const places = async () =>
      (await launion1.get('/api/blade-crop/crop/round/places', { kind: 'mw_person' })).body.data as { places: number | null };
    expect((await places()).places).toBeNull();

    const { federation, row } = await modelWorkersRound();
    await poll(() => row.getByTestId('places-allocated').innerText()).toBe('—');
    await row.getByTestId('row-edit').click();
    const dialog = federation.page.getByTestId('round-dialog');
    // One row per higher union: launion1's union (1100) and launion2's (1200).
    await dialog.getByTestId('places-1200').waitFor();
    await dialog.getByTestId('places-input-1100').fill('2');
    await poll(() => dialog.getByTestId('places-total').innerText()).toBe('2');
    await c.shot(federation.page, 'round-places');
    await dialog.getByTestId('dialog-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => row.getByTestId('places-allocated').innerText()).toBe('2');
    await federation.context.close();

    expect(await places()).toMatchObject({ places: 2, placesUsed: 0 });
  });

  it("show a union the round's window and places above its form, and its closing by the federation as the reason it cannot file", async () => {
    const corp = await signedInAs(c, 'corp1');
    await corp.page.goto(`${c.base}${FORM}`);
    const part = corp.page.getByTestId('round-part');
    await poll(() => part.innerText()).toContain('本单位推荐名额 1 名，已用 0 名');
    const setEnd = /至 (\S+ \S+)。/.exec(await part.innerText())![1]!;
    await c.shot(corp.page, 'form-round-open');

    const { federation, row } = await modelWorkersRound();
    await row.waitFor();
    await c.shot(federation.page, 'rounds');
    await row.getByTestId('row-close').click();
    await poll(() => row.innerText()).toContain('未开放');
    await federation.context.close();

    // Closed early, the union reads that filing has ended, at the time it was closed, not the day it was set to end.
    await corp.page.reload();
    const closed = corp.page.getByTestId('round-part');
    await poll(() => closed.innerText()).toMatch(/申报已于\S+ \S+截止/);
    expect(await closed.innerText()).not.toContain(`于${setEnd}截止`);
    await c.shot(corp.page, 'form-round-closed');
    await corp.context.close();
  });
});
