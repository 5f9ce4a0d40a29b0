import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/create-activities';

const { eraseCampaignNumbers: erase } = proxyActivities<Pick<Activities, 'eraseCampaignNumbers'>>({
  startToCloseTimeout: '5 minutes',
  retry: { maximumAttempts: 5 },
});

/**
 * The numbers' erasure of closed `mobiles` questionnaire campaigns, started by its Temporal schedule
 * once a day (./schedules.ts). The work is one idempotent activity: a run that repeats erases nothing more.
 */
export async function eraseCampaignNumbers(): Promise<{ campaigns: number; numbers: number }> {
  return erase();
}
