import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { formLinkFields, type FormData, type ModuleEntry } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { ModuleMissing, modulePaths, useModuleEntry, useShapeParts } from '../modules';
import { RecordForm } from './RecordForm';

/** Props of `RecordFormPage`. */
export interface RecordFormPageProps {
  /** Set when the route is a module's own (its catalogue `route`); otherwise `:module` names it. */
  moduleKey?: string;
}

/**
 * A new form's values from its address (`?campaignId=…` from a campaign's message, `?sid=…` from a
 * register row): only the entry's link fields (`formLinkFields`), and never for a saved record.
 */
function useLinkValues(entry: ModuleEntry | undefined, id: string | undefined): FormData | undefined {
  const [search] = useSearchParams();
  const query = search.toString();
  return useMemo(() => {
    if (!entry || id) return undefined;
    const given = new URLSearchParams(query);
    const values: FormData = {};
    for (const field of formLinkFields(entry)) {
      const value = given.get(field)?.trim();
      if (value) values[field] = value;
    }
    return Object.keys(values).length ? values : undefined;
  }, [entry, id, query]);
}

/** Routes `/crop/:module/form/:id?` and each module's catalogue route: the module's form. */
export function RecordFormPage({ moduleKey }: RecordFormPageProps) {
  const { t, lang } = useI18n();
  const params = useParams();
  const entry = useModuleEntry(moduleKey ?? params.module);
  const { SteppedForm } = useShapeParts();
  const linked = useLinkValues(entry, params.id);
  usePageTitle(entry ? t('route.form', { module: entry.title[lang] }) : undefined);
  if (!entry) return <ModuleMissing />;
  const basePath = moduleKey ? entry.route : modulePaths.form(entry.key);
  if (entry.steps?.length && SteppedForm) {
    // A stepped module: the form of the open step, keyed by it so the next step starts fresh.
    return (
      <SteppedForm entry={entry} id={params.id}>
        {(step) => (
          <RecordForm
            key={`${entry.key}:${step.calls.submit}`}
            entry={step.entry}
            id={params.id}
            basePath={basePath}
            calls={step.calls}
            above={step.above}
          />
        )}
      </SteppedForm>
    );
  }
  // Keyed by module only: the first save adds the id to the URL and the form must stay as it is.
  return <RecordForm key={entry.key} entry={entry} id={params.id} basePath={basePath} initial={linked} />;
}
