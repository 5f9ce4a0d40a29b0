import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { FormSnapshot } from '../../db/event-store/events';
import type { Actor, CompleteArgs, FlowView, LifecycleInput, MigrationOrder } from './types';

/** The record lifecycle's updates: one per command, each carrying the actor the API resolved. */
export const saveUpdate = defineUpdate<FlowView, [{ form: FormSnapshot; title: string }, Actor]>('save');
export const submitUpdate = defineUpdate<FlowView, [{ form: FormSnapshot; title: string }, Actor]>('submit');
export const resubmitUpdate = defineUpdate<FlowView, [{ form: FormSnapshot; title: string; taskId: string | null }, Actor]>('resubmit');
export const withdrawUpdate = defineUpdate<FlowView, [Actor]>('withdraw');
export const cancelUpdate = defineUpdate<FlowView, [{ reason: string }, Actor]>('cancel');
export const removeUpdate = defineUpdate<FlowView, [Actor]>('remove');
/** Remove with a reason the history keeps (a child record removed from its parent). */
export const removeWithReasonUpdate = defineUpdate<FlowView, [{ reason: string }, Actor]>('removeWithReason');
/** Adds a child record under this one and starts the child's flow as a child workflow. */
export const addChildUpdate = defineUpdate<FlowView, [{ child: LifecycleInput }, Actor]>('addChild');
/** A published notice's publisher corrects it: republished with the new content. */
export const reviseUpdate = defineUpdate<FlowView, [{ form: FormSnapshot; title: string }, Actor]>('revise');
/** A published notice's publisher withdraws it (撤回) for good, with a reason. */
export const revokeUpdate = defineUpdate<FlowView, [{ reason: string }, Actor]>('revoke');
export const claimUpdate = defineUpdate<FlowView, [{ taskId: string }, Actor]>('claim');
export const completeUpdate = defineUpdate<FlowView, [CompleteArgs, Actor]>('complete');

/** A flow administrator moves the running flow to another deployed version (after its dry run). */
export const migrateUpdate = defineUpdate<FlowView, [{ order: MigrationOrder }, Actor]>('migrate');
/** A flow administrator ends the flow with a reason (流程跟踪 → 终止). */
export const terminateUpdate = defineUpdate<FlowView, [{ reason: string }, Actor]>('terminate');

/** The flow's current view, for operators (the API reads the read models instead). */
export const viewQuery = defineQuery<FlowView>('view');

export const RECORD_LIFECYCLE = 'recordLifecycle';
