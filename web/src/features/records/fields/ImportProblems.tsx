import { Callout } from '@blueprintjs/core';
import { ApiError } from '../../../api';

/** What a refused sheet import names: each bad cell's words (第12行「科目编码」：…), from the 400's `data.errors`; else the error's own words. */
export function badCells(err: unknown): string[] {
  const errors = err instanceof ApiError ? (err.data as { errors?: { message?: unknown }[] } | null)?.errors : undefined;
  if (Array.isArray(errors) && errors.length > 0) return errors.map((e) => String(e.message ?? ''));
  return [err instanceof Error ? err.message : String(err)];
}

/** The bad cells of a refused import, listed under `title`; nothing while there are none. */
export function ImportProblems({ testId, title, problems }: { testId: string; title: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Callout intent="danger" title={title} data-testid={testId}>
      <ul className="plain-list">
        {problems.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </Callout>
  );
}
