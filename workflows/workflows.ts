/** The workflow bundle's entry: every workflow type the worker runs. */
export { recordLifecycle } from './record-lifecycle/workflow';
export { eraseCampaignNumbers } from './maintenance/erase-campaign-numbers';
