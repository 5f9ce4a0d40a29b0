import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Spinner, TextArea, type IconName, type Intent } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { records, toast, work, type TaskRow } from '../../../api';
import { useI18n, type MessageKey } from '../../../i18n';
import { notifyTodoChanged, useLoader } from '../../../lib';
import { DocumentButtons, RecordDetailBody } from '../../records/module-detail';
import { childEntryOf, type DeclineReasonKey, type LifecycleAction, type ReturnPointRef } from '../../../catalogue';
import { ModuleMissing, useModuleEntry, useShapeParts, type ScoresHandle } from '../../records/modules';
import { DeclineReasonInput } from './DeclineReasonInput';
import { ReturnPointsInput, tableFields } from './ReturnPointsInput';
import { StageEdits, type StageEditsHandle } from './StageEdits';
import './task-review.css';

/** Props of `TaskDialog`. */
export interface TaskDialogProps {
  task: TaskRow;
  /** `review` adds the comment and the 通过 / 退回 / 不予通过 buttons the task's `actions` allow; `view` only shows the record. */
  mode: 'review' | 'view';
  onClose: () => void;
  /** Called after the task was completed. */
  onDone: () => void;
}

/** The reviewer's decisions, as `complete-task`'s `flag` names them. */
type Flag = 'ok' | 'back' | 'decline';

/** The words of a decision that needs a comment (a return, a refusal) and of each decision once taken. */
const COMMENT_REQUIRED = { back: 'msg.returnCommentRequired', decline: 'msg.declineCommentRequired' } as const;
const DONE = { ok: 'msg.approved', back: 'msg.returned', decline: 'msg.declined' } as const;

/** The decision buttons in the footer's order, each shown when the task's `actions` have its action. */
const DECISIONS = [
  { flag: 'decline', action: 'decline', intent: 'danger', icon: 'disable', text: 'task.decline', testId: 'btn-decline' },
  { flag: 'back', action: 'return', intent: 'warning', icon: 'undo', text: 'task.return', testId: 'btn-return' },
  { flag: 'ok', action: 'approve', intent: 'success', icon: 'tick', text: 'task.approve', testId: 'btn-approve' },
] as const satisfies readonly { flag: Flag; action: LifecycleAction; intent: Intent; icon: IconName; text: MessageKey; testId: string }[];

/**
 * A task's record and history; in review mode, the reviewer approves or returns it with a comment,
 * or, where the stage may (`actions` has `decline`), refuses it for good (不予通过) with a reason,
 * and changes the fields the stage lets them edit (`fieldAccess.editable`), sent with the approval;
 * a scored assessment's reviewer scores each item (the `scoring` shape's table), sent with it too.
 */
export function TaskDialog({ task, mode, onClose, onDone }: TaskDialogProps) {
  const { t } = useI18n();
  const moduleEntry = useModuleEntry(task.module);
  // A module with children reviews only its children (works): the task's record is one of them.
  const entry = moduleEntry?.children ? childEntryOf(moduleEntry) : moduleEntry;
  const loaded = useLoader(`${task.module}/${task.recordId}`, () => records.detail(task.module, task.recordId));
  const [comment, setComment] = useState('');
  const [declineReason, setDeclineReason] = useState<DeclineReasonKey | ''>('');
  // A return's points at the lines or rows of the record's tables (sent with 退回 only).
  const [points, setPoints] = useState<ReturnPointRef[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<Flag>();
  const edits = useRef<StageEditsHandle>(null);
  const scoreTable = useRef<ScoresHandle>(null);
  const { ScoresPart } = useShapeParts();
  const record = loaded.data;
  // The permissions are those of the task at hand (a reviewer with two open tasks of a record edits by this one's).
  const access = record?.fieldAccess;
  const editing = mode === 'review' && !!entry && access?.taskId === task.taskId && access.editable.length > 0;
  // A scored assessment (the `scoring` shape): the approval carries a score per item of the record.
  const scoring = mode === 'review' && !!entry?.scoring && task.actions.includes('approve') && (record?.reviewerScores?.length ?? 0) > 0;
  const pointing = mode === 'review' && !!entry && !!record && task.actions.includes('return') && tableFields(entry.fields).length > 0;

  const complete = async (flag: Flag) => {
    if (flag !== 'ok' && !comment.trim()) {
      setError(t(COMMENT_REQUIRED[flag]));
      toast.warning(t(COMMENT_REQUIRED[flag]));
      return;
    }
    // A return or a refusal saves no edits; an approval sends the changed ones, checked first.
    const changes = flag === 'ok' && edits.current ? edits.current.changes() : { ok: true as const, form: undefined };
    const scored = flag === 'ok' && scoreTable.current ? scoreTable.current.scores() : { ok: true as const, scores: undefined };
    if (!changes.ok || !scored.ok) {
      toast.warning(t('msg.fixErrors'));
      return;
    }
    setBusy(flag);
    try {
      await work.complete({
        taskId: task.taskId,
        processInstanceId: task.processInstanceId,
        flag,
        comment: comment.trim(),
        ...(changes.form ? { form: changes.form } : {}),
        ...(scored.scores ? { scores: scored.scores } : {}),
        ...(flag === 'back' && points.length > 0 ? { returnPoints: points } : {}),
        ...(flag === 'decline' && declineReason ? { declineReason } : {}),
      });
      toast.success(t(DONE[flag]));
      notifyTodoChanged();
      onDone();
    } catch (err) {
      // The client has shown the server's message; a field's goes under its input too.
      edits.current?.showServerErrors(err);
      scoreTable.current?.showServerErrors(err);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('task.dialogTitle', { title: task.title || task.moduleTitle })}
      icon="endorsed"
      className="task-dialog"
      canOutsideClickClose={false}
    >
      <DialogBody className="task-dialog-body">
        {!entry ? (
          <ModuleMissing />
        ) : record ? (
          <RecordDetailBody
            entry={entry}
            record={record}
            afterFields={
              <>
                {editing && <StageEdits ref={edits} entry={entry} record={record} disabled={busy !== undefined} />}
                {scoring && ScoresPart && <ScoresPart ref={scoreTable} entry={entry} record={record} disabled={busy !== undefined} />}
              </>
            }
          />
        ) : (
          <Spinner />
        )}
        {mode === 'review' && (
          <FormGroup
            className="task-comment task-comment-sticky"
            label={t('task.comment')}
            labelFor="task-comment"
            intent={error ? 'danger' : 'none'}
            helperText={error}
          >
            <TextArea
              id="task-comment"
              data-testid="task-comment"
              fill
              rows={3}
              placeholder={t('task.commentPlaceholder')}
              intent={error ? 'danger' : 'none'}
              value={comment}
              onChange={(e) => {
                setComment(e.currentTarget.value);
                setError(undefined);
              }}
            />
          </FormGroup>
        )}
        {mode === 'review' && task.actions.includes('decline') && (entry?.declineReasons?.length ?? 0) > 0 && (
          <DeclineReasonInput
            reasons={entry!.declineReasons!}
            value={declineReason}
            onChange={setDeclineReason}
            disabled={busy !== undefined}
          />
        )}
        {pointing && (
          <ReturnPointsInput fields={entry.fields} form={record.form} points={points} onChange={setPoints} disabled={busy !== undefined} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          mode === 'review' ? (
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              {DECISIONS.filter((d) => task.actions.includes(d.action)).map((d) => (
                <Button
                  key={d.flag}
                  intent={d.intent}
                  icon={d.icon}
                  text={t(d.text)}
                  data-testid={d.testId}
                  loading={busy === d.flag}
                  // An approval sends the record's edits and scores: not before the record is read.
                  disabled={(busy !== undefined && busy !== d.flag) || (d.flag === 'ok' && !record)}
                  onClick={() => void complete(d.flag)}
                />
              ))}
            </>
          ) : (
            <Button text={t('common.close')} onClick={onClose} />
          )
        }
      >
        {/* The reviewer prints what the applicant can (the receiving union reads the 转接函 it confirms). */}
        {!moduleEntry?.children && <DocumentButtons module={task.module} id={task.recordId} />}
      </DialogFooter>
    </Dialog>
  );
}
