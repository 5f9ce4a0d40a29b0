// The console's read-only detail shows a union picker's value by the union's name, from the record's
// answer (`names`): an activity notice's organiser, published by launion1 and read by corp1 below it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { login } from '../support';
import { signedInAs, poll, startConsole, type ConsoleStack } from './identity-helpers';

let c: ConsoleStack;

beforeAll(async () => {
  c = await startConsole('picker-names-console');
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('a union picker on a record’s detail page', () => {
  it('shows the union’s name, not its id', async () => {
    const launion1 = await login(c.stack.app, 'launion1');
    const saved = await launion1.post('/api/blade-crop/crop/activity/save', {
      ...modules.activity!.example,
      title: '上地街道主办的职工健步走',
      organiser: '1200',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { page, context } = await signedInAs(c, 'corp1');
    await page.goto(`${c.base}/crop/activity/detail/${saved.body.data.id as string}`);
    await poll(() => page.getByTestId('value-organiser').innerText()).toBe('上地街道工会联合会');
    await c.shot(page, 'organiser-by-name');
    await context.close();
  });
});
