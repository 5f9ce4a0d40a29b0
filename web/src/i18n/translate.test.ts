import { describe, expect, it, vi } from 'vitest';

// A fresh copy of the module each time: the node project shares modules between files, and another file may have loaded English.
const freshTranslate = async () => {
  vi.resetModules();
  return import('./translate');
};

describe('the console’s message tables', () => {
  it('answer in Chinese before the English table has loaded', async () => {
    const { translate } = await freshTranslate();
    expect(translate('en', 'app.name')).toBe(translate('zh', 'app.name'));
  });

  it('answer in English once English is loaded', async () => {
    const { loadTexts, translate } = await freshTranslate();
    await loadTexts('en');
    expect(translate('en', 'app.name')).toBe('Trade Union Service Portal');
  });
});
