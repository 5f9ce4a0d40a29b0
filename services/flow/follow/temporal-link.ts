import type { Config } from '../../platform/config';

/** The page of a record's flow in the Temporal Web UI (`TEMPORAL_UI_URL`), for an administrator who follows it there. */
export function temporalUrl(config: Pick<Config, 'temporalUiUrl' | 'temporalNamespace'>, processInstanceId: string): string {
  return `${config.temporalUiUrl}/namespaces/${encodeURIComponent(config.temporalNamespace)}/workflows/${encodeURIComponent(processInstanceId)}`;
}
