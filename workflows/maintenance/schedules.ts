import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';

/** The schedule of the numbers' erasure: one per namespace and task queue, whoever starts first creates it. */
export const ERASE_NUMBERS_SCHEDULE = 'erase-campaign-numbers';

/**
 * Creates the maintenance schedules if they do not exist yet (each API start calls it; a second call,
 * or another replica's, finds the schedule and leaves it as it is): the numbers' erasure of closed
 * `mobiles` campaigns every day at 03:17 Beijing time, a run skipped while the last one still runs.
 */
export async function ensureMaintenanceSchedules(client: Client, taskQueue: string): Promise<void> {
  const scheduleId = `${ERASE_NUMBERS_SCHEDULE}-${taskQueue}`;
  try {
    await client.schedule.create({
      scheduleId,
      spec: { calendars: [{ hour: 3, minute: 17 }], timezone: 'Asia/Shanghai' },
      action: { type: 'startWorkflow', workflowType: 'eraseCampaignNumbers', taskQueue, workflowId: scheduleId, args: [] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
