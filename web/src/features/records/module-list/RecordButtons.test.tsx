import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ButtonMap } from '../../../api';
import { translate } from '../../../i18n';
import { moduleButtons, renderConsole } from '../../../testing';
import { recordAnswer, type RecordFacts } from '../../../testing/answers/records';
import { RecordButtons, type RecordCall } from './RecordButtons';

const CALLS: RecordCall[] = ['view', 'submit', 'edit', 'withdraw', 'cancel', 'revoke', 'remove'];

/** The row buttons of a record (setup1's unless `module` says), every call wired, as corp1 with `buttons` granted (all of the module's by default). */
async function rowButtons(facts: Omit<RecordFacts, 'module' | 'id'> & { module?: string }, buttons?: ButtonMap) {
  const on = Object.fromEntries(CALLS.map((c) => [c, vi.fn()]));
  const record = recordAnswer({ id: '7', module: 'setup1', ...facts });
  buttons ??= moduleButtons(record.module);
  const shown = await renderConsole(<RecordButtons record={record} on={on} variant="row" />, { buttons });
  // The buttons the row draws (not a toast's an earlier test may have left on the page).
  const offered = within(shown.container)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-testid'));
  return { ...shown, on, offered };
}

describe('RecordButtons', () => {
  it('offers a draft its submit, edit, cancel and remove besides view', async () => {
    const { offered } = await rowButtons({ state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] });
    expect(offered).toEqual(['row-view', 'row-submit', 'row-edit', 'row-cancel', 'row-remove']);
  });

  it('offers a returned record its resubmit as the edit button, and no submit', async () => {
    const { offered } = await rowButtons({ state: 'returned', actions: ['save', 'resubmit', 'cancel'] });
    expect(offered).toEqual(['row-view', 'row-edit', 'row-cancel']);
    expect(screen.getByTestId('row-edit').textContent).toBe(translate('zh', 'form.resubmit'));
  });

  it('offers a record in review its withdraw and cancel, and no edit', async () => {
    const { offered } = await rowButtons({ state: 'in_review', actions: ['withdraw', 'cancel'] });
    expect(offered).toEqual(['row-view', 'row-withdraw', 'row-cancel']);
  });

  it('offers an approved record nothing but view', async () => {
    const { offered } = await rowButtons({ state: 'approved', actions: [] });
    expect(offered).toEqual(['row-view']);
  });

  it('offers a published notice its revision and its revoke', async () => {
    const { offered } = await rowButtons({ module: 'activity', state: 'approved', actions: ['revise', 'revoke'] });
    expect(offered).toEqual(['row-view', 'row-edit', 'row-revoke']);
    expect(screen.getByTestId('row-edit').textContent).toBe(translate('zh', 'form.revise'));
  });

  it('leaves out an offered action whose button no role of the user grants', async () => {
    const { offered } = await rowButtons(
      { state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] },
      moduleButtons('setup1', ['view', 'edit', 'submit']),
    );
    expect(offered).toEqual(['row-view', 'row-submit', 'row-edit']);
  });

  it('runs the pressed button’s call', async () => {
    const { user, on } = await rowButtons({ state: 'in_review', actions: ['withdraw', 'cancel'] });
    await user.click(screen.getByTestId('row-withdraw'));
    expect(on.withdraw).toHaveBeenCalledOnce();
    expect(on.cancel).not.toHaveBeenCalled();
  });

  it('draws no button for a call the caller gives no handler', async () => {
    const record = recordAnswer({ id: '7', module: 'setup1', state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] });
    const { container } = await renderConsole(<RecordButtons record={record} on={{ view: vi.fn(), remove: vi.fn() }} variant="page" />, {
      buttons: moduleButtons('setup1'),
    });
    expect(
      within(container)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual(['btn-view', 'btn-remove']);
  });
});
