import type { Lang } from '../../../catalogue';
import type { FlowModelVersionRow } from '../../../db';
import { formatTime } from '../../platform/core';
import { modelNameIn } from './categories';

/** A deployed version's row in 部署管理, with how many records run on it; its name in `lang` (`modelNameIn`). */
export function versionRowView(v: FlowModelVersionRow, running: number, lang: Lang) {
  return {
    id: String(v.id),
    modelKey: v.model_key,
    name: modelNameIn(lang, v.model_key, v.name),
    category: v.category,
    version: v.version,
    source: v.source,
    deployTime: formatTime(v.deploy_time) ?? '',
    deployedByName: v.deployed_by_name,
    suspended: v.suspended,
    tenantId: v.tenant_id,
    tenantIds: v.tenant_ids,
    running,
  };
}
