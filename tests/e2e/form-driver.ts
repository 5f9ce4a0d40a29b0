// Filling the console's forms as a user does, through the real inputs: one driver per field kind
// (a kind missing here does not compile), so a new kind is taught to the browser tests once.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fenToYuan, keyColumn, parentOf, type FieldDef, type FieldKind } from '../../catalogue';
import { SAMPLE_PDF, SAMPLE_PNG } from '../support';

/** Where a field's input is: the page (or a dialog) and the input's id (`field-<name>`, a table cell's `field-<table>-<row>-<column>`). */
export interface FieldSpot {
  scope: Page | Locator;
  id: string;
}

/** How one kind is filled with a value of its stored shape (money in fen, a region by its code, ...). */
interface KindDriver {
  fill: (spot: FieldSpot, field: FieldDef, value: unknown) => Promise<void>;
  /** What the input shows, for kinds that show their value as text (to see a prefilled value without typing it). */
  shown?: (spot: FieldSpot) => Promise<string>;
}

/** Waits for the element to stand and for its options to arrive (dictionaries, pickers and regions load after the form). */
const LONG = { timeout: 15_000 };

/**
 * Reads `read` until `ok` holds of it, for at most 15 s; fails with `what` and the last value read.
 * (The modules' tests run side by side, where vitest's `expect.poll` cannot tell whose test it is.)
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + LONG.timeout;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)} after ${LONG.timeout / 1000} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const byId = (spot: FieldSpot, suffix = '') => spot.scope.getByTestId(`${spot.id}${suffix}`);

// The form stands and its inputs are enabled once it is on the page: the inputs are filled without
// Playwright's wait for each to be stable (two animation frames per input add up over a table of rows).
const NOW = { force: true };

async function choose(select: Locator, value: string): Promise<void> {
  // Options arrive with the dictionary or the picker's list; until then the select is disabled.
  await eventually(
    () => select.locator(`option[value="${value}"]`).count(),
    (n) => n === 1,
    `option ${value} offered`,
  );
  await select.selectOption(value, NOW);
}

const typed: KindDriver = {
  fill: async (spot, _f, value) => byId(spot).fill(String(value), NOW),
  shown: (spot) => byId(spot).inputValue(),
};

const picked: KindDriver = {
  fill: async (spot, _f, value) => choose(byId(spot), String(value)),
  shown: (spot) => byId(spot).inputValue(),
};

/** A date typed into Blueprint's date input; Escape closes its calendar so it covers nothing after. */
async function typeDate(input: Locator, value: string): Promise<void> {
  await input.fill(value);
  await input.press('Escape');
  await eventually(
    () => input.inputValue(),
    (v) => v === value,
    `the date input showing ${value}`,
  );
}

const files = (field: FieldDef, slot: string | undefined, count: number) => {
  const types = (slot ? field.slots?.find((s) => s.key === slot)?.types : undefined) ?? [];
  // A photo (an `image` field or cell) or a slot of images only takes a picture.
  const image = field.kind === 'image' || (types.length > 0 && !types.includes('pdf'));
  return Array.from({ length: count }, (_, i) =>
    image
      ? { name: `${field.name}-${i + 1}.png`, mimeType: 'image/png', buffer: SAMPLE_PNG }
      : { name: `${field.name}-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: SAMPLE_PDF },
  );
};

/** Uploads `count` sample files through a file box and waits for them in its list. */
async function upload(scope: Page | Locator, input: string, list: string, field: FieldDef, slot: string | undefined, count: number) {
  if (count === 0) return;
  const items = scope.getByTestId(list).getByTestId('attachment-item');
  const before = await items.count();
  await scope.getByTestId(input).setInputFiles(files(field, slot, count));
  await eventually(
    () => items.count(),
    (n) => n === before + count,
    `${count} files uploaded into ${input}`,
  );
}

/** A region picked level by level: at each, the option whose code (less its trailing zeros) starts the target's longest. */
async function pickRegion(spot: FieldSpot, code: string): Promise<void> {
  for (let level = 0; level < 5; level++) {
    const select = byId(spot, `-${level}`);
    await eventually(
      () => select.locator('option').count(),
      (n) => n > 1,
      `the regions of level ${level} loaded`,
    );
    const options = await select.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
    const step = options
      .filter((o) => code === o || code.startsWith(o.replace(/0+$/, '')))
      .sort((a, b) => b.replace(/0+$/, '').length - a.replace(/0+$/, '').length)[0];
    expect(step, `a level-${level} region towards ${code}`).toBeDefined();
    await select.selectOption(step!);
    if (step === code) return;
  }
  throw new Error(`region ${code} not reached`);
}

export const kindDrivers: { readonly [K in FieldKind]: KindDriver } = {
  text: typed,
  textarea: typed,
  integer: typed,
  mobile: typed,
  landline: typed,
  time: typed,
  email: typed,
  idCard: typed,
  bankAccount: typed,
  uscc: typed,
  richText: typed,
  money: { fill: async (spot, _f, value) => byId(spot).fill(fenToYuan(Number(value)), NOW), shown: (spot) => byId(spot).inputValue() },
  date: { fill: async (spot, _f, value) => typeDate(byId(spot), String(value)), shown: (spot) => byId(spot).inputValue() },
  dateRange: {
    fill: async (spot, _f, value) => {
      const range = value as { start: string; end: string };
      await typeDate(byId(spot, '-start'), range.start);
      await typeDate(byId(spot, '-end'), range.end);
    },
  },
  region: { fill: async (spot, _f, value) => pickRegion(spot, String(value)) },
  dict: picked,
  unionPicker: picked,
  personPicker: picked,
  dictMulti: {
    fill: async (spot, _f, value) => {
      for (const key of value as string[]) {
        const box = byId(spot, `-${key}`);
        await box.waitFor(LONG);
        // To the middle of the window, as a user scrolls to it: at its bottom edge the form's floating
        // save bar covers the box, and a click there lands on the bar (field1's 管理制度).
        await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await box.check({ force: true });
      }
    },
  },
  rows: {
    fill: async (spot, field, value) => {
      const rows = value as Record<string, unknown>[];
      for (let i = await byId(spot, '-row').count(); i < rows.length; i++) await byId(spot, '-add').click();
      for (const [i, row] of rows.entries()) {
        for (const column of field.columns ?? []) {
          const cell = row[column.name];
          // A read-only cell is the form's own (a venue's number, reserved as the row is added).
          if (cell === undefined || cell === null || cell === '' || column.readOnly) continue;
          await kindDrivers[column.kind].fill({ scope: spot.scope, id: `${spot.id}-${i}-${column.name}` }, column, cell);
        }
      }
    },
  },
  moneyLines: {
    // The lines of the value, each added where the form has not laid it out, the others removed; the
    // amounts typed in yuan, but for subtotals, computed and server-filled columns, which the form or the server fills.
    fill: async (spot, field, value) => {
      const lines = field.lines!;
      const keyCol = keyColumn(lines);
      const wanted = (value as Record<string, unknown>[]).map((l) => ({ cells: l, key: String(l[keyCol]) }));
      const keys = new Set(wanted.map((l) => l.key));
      const rows = spot.scope.locator(`[data-testid^="${spot.id}-line-"]`);
      const shownKeys = async () =>
        (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))).map((t) =>
          t.slice(`${spot.id}-line-`.length),
        );
      for (const key of await shownKeys()) if (!keys.has(key)) await byId(spot, `-remove-${key}`).click(NOW);
      for (const { key } of wanted) {
        if ((await byId(spot, `-line-${key}`).count()) > 0) continue;
        if ('subject' in lines.key) await choose(byId(spot, '-pick'), key);
        else await byId(spot, '-pick').fill(key, NOW);
        // Not forced: a forced click landed on whatever covered the button (finance3's third month was never added); this one waits until it can be clicked.
        await byId(spot, '-add').click(LONG);
        await byId(spot, `-line-${key}`).waitFor(LONG);
      }
      for (const line of wanted) {
        const subtotal = lines.details && wanted.some((l) => parentOf(l.key) === line.key);
        for (const column of lines.columns) {
          const cell = line.cells[column.name];
          if (subtotal || column.computed || column.serverFilled || cell === undefined || cell === null || cell === '') continue;
          await byId(spot, `-${line.key}-${column.name}`).fill(fenToYuan(Number(cell)), NOW);
        }
        const note = line.cells.note;
        if (typeof note === 'string' && note) await byId(spot, `-${line.key}-note`).fill(note, NOW);
      }
    },
  },
  image: {
    fill: async (spot, field, value) => {
      if (!value) return;
      await byId(spot).setInputFiles(files(field, undefined, 1));
      await spot.scope.locator('img.image-preview').first().waitFor(LONG);
    },
  },
  attachments: {
    // Files cannot come from an example's ids: one sample per id the example lists, and one in each required slot.
    fill: async (spot, field, value) => {
      if (!field.slots?.length) {
        await upload(spot.scope, spot.id, `attachments-${field.name}`, field, undefined, Array.isArray(value) ? value.length : 0);
        return;
      }
      const bySlot = (value ?? {}) as Record<string, unknown[]>;
      for (const slot of field.slots) {
        const count = Math.max(bySlot[slot.key]?.length ?? 0, slot.required ? Math.max(1, slot.minFiles ?? 1) : 0);
        await upload(spot.scope, `${spot.id}-${slot.key}`, `attachments-${field.name}-${slot.key}`, field, slot.key, count);
      }
    },
  },
};

/** True when a value is nothing to type. */
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A field the union's data or the page fills: the user does not type it (a read-only one cannot be typed). */
export const typedByUser = (field: FieldDef, setByPage: readonly string[] = []) =>
  field.prefill === undefined && !field.readOnly && !setByPage.includes(field.name);

/**
 * Fills `fields` from `values` through their inputs, kind by kind. Fields the union's data fills
 * (prefilled, read-only) and those the page set (`setByPage`) are not typed: a prefilled one must
 * show a value already, where its kind shows one as text.
 */
export async function fillFields(
  scope: Page | Locator,
  fields: readonly FieldDef[],
  values: Readonly<Record<string, unknown>>,
  setByPage: readonly string[] = [],
): Promise<void> {
  for (const field of fields) {
    const spot = { scope, id: `field-${field.name}` };
    const driver = kindDrivers[field.kind];
    if (field.prefill !== undefined) {
      if (driver.shown)
        await eventually(
          () => driver.shown!(spot),
          (v) => v !== '',
          `${field.name} filled from the union's data`,
        );
      continue;
    }
    if (!typedByUser(field, setByPage)) continue;
    const value = values[field.name];
    if (blank(value) && field.kind !== 'attachments') continue;
    await driver.fill(spot, field, value);
  }
}
