import { Card, Classes, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { formLinkOf, modules, modulesAboutRegister, type FieldDef, type FormValue, type Lang, type ModuleEntry } from '../../catalogue';
import { useI18n } from '../../i18n';
import { FieldCell } from '../../features/records/fields';
import { useLoader, usePageTitle } from '../../lib';
import { moduleButton, useAccess } from '../../features/identity/access';
import { PageHeader } from '../../features/platform/layout';
import { loadRegister, type RegisterRow } from './api';
import { useRegisterText } from './texts';

/** The entry's fields the register's rows carry (their `data`), in the entry's order: the page's columns. */
function columnsOf(entry: ModuleEntry, rows: readonly RegisterRow[]): FieldDef[] {
  const carried = new Set(rows.flatMap((r) => Object.keys(r.data)));
  return entry.fields.filter((f) => carried.has(f.name) && f.kind !== 'attachments' && f.kind !== 'rows');
}

/** No attachments' names: a register row's files are its record's, not the page's (a photo shows as its file id). */
const NO_NAMES = {};

/**
 * A module's register page (`register`, generic over the register's key): the rows, in use first,
 * with the columns the entry names and the totals its `index` gives (`rows`; `sheet` shows the same
 * rows as one sheet, numbered). Each row in use opens the modules filed about it (`subject`: survey2
 * and survey3 about an enterprise) with the row filled in (`sid`).
 */
export function RegisterPage({ entry }: { entry: ModuleEntry }) {
  const rt = useRegisterText();
  const { lang } = useI18n();
  const { hasButton } = useAccess();
  usePageTitle(entry.title[lang]);
  const loaded = useLoader(`register:${entry.key}`, () => loadRegister(entry));
  const def = entry.register;
  if (!def) return null;
  const about = modulesAboutRegister(modules, def.key).filter((m) => hasButton(moduleButton(m.key, 'add')));
  const rows = loaded.data?.rows ?? [];
  const columns = columnsOf(entry, rows);
  const totals = loaded.data?.totals;
  const sums = Object.entries(totals?.sums ?? {});
  return (
    <div className="page" data-testid={`register-${def.key}`} data-view={def.view}>
      <PageHeader
        title={entry.title[lang]}
        subtitle={
          totals
            ? [
                rt('totals', { active: totals.active, closed: totals.closed }),
                ...sums.map(([name, value]) => rt('sum', { label: labelOf(entry, name, lang), value })),
              ].join(lang === 'zh' ? '；' : '; ')
            : undefined
        }
      />
      <Card className="panel">
        {!loaded.data ? (
          <Spinner size={20} />
        ) : rows.length === 0 ? (
          <p className="muted">{rt('none')}</p>
        ) : (
          <HTMLTable compact striped bordered={def.view === 'sheet'} data-testid="register-rows">
            <thead>
              <tr>
                <th>{rt('index')}</th>
                <th>{rt('name')}</th>
                {rows.some((r) => r.key) && <th>{rt('key')}</th>}
                {columns.map((f) => (
                  <th key={f.name}>{f.label[lang]}</th>
                ))}
                <th>{rt('union')}</th>
                <th>{rt('state')}</th>
                <th>{rt('recognisedOn')}</th>
                {about.length > 0 && <th>{rt('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id} data-testid={`register-row-${row.id}`} data-state={row.state}>
                  <td>{i + 1}</td>
                  <td>{row.name}</td>
                  {rows.some((r) => r.key) && <td>{row.key ?? ''}</td>}
                  {columns.map((f) => (
                    <td key={f.name}>
                      {/* In its kind's cell, as the record lists show it: a dictionary code by its label. */}
                      <FieldCell field={f} value={row.data[f.name] as FormValue | undefined} attachmentNames={NO_NAMES} empty="" />
                    </td>
                  ))}
                  <td>{row.unionName ?? ''}</td>
                  <td>
                    <Tag minimal intent={row.state === 'active' ? 'success' : 'none'}>
                      {rt(`state_${row.state}`)}
                    </Tag>
                  </td>
                  <td>{row.recognisedOn}</td>
                  {about.length > 0 && (
                    <td>
                      {row.state === 'active' &&
                        about.map((m) => (
                          <Link
                            key={m.key}
                            className={`${Classes.BUTTON} ${Classes.SMALL} ${Classes.MINIMAL}`}
                            to={formLinkOf(m, { [m.subject!.field]: row.id })}
                            data-testid={`open-${m.key}-${row.id}`}
                          >
                            {m.title[lang]}
                          </Link>
                        ))}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
    </div>
  );
}

const labelOf = (entry: ModuleEntry, name: string, lang: Lang) => entry.fields.find((f) => f.name === name)?.label[lang] ?? name;
