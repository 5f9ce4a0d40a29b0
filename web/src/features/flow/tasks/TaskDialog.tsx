import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Spinner, TextArea } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { records, toast, work, type TaskRow } from '../../../api';
import { useI18n } from '../../../i18n';
import { notifyTodoChanged, useLoader } from '../../../lib';
import { DocumentButtons, RecordDetailBody } from '../../records/module-detail';
import { childEntryOf } from '../../../catalogue';
import { ModuleMissing, useModuleEntry, useShapeParts, type ScoresHandle } from '../../records/modules';
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
      </DialogBody>
      <DialogFooter
        actions={
          mode === 'review' ? (
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              {task.actions.includes('decline') && (
                <Button
                  intent="danger"
                  icon="disable"
                  text={t('task.decline')}
                  data-testid="btn-decline"
                  loading={busy === 'decline'}
                  disabled={busy !== undefined && busy !== 'decline'}
                  onClick={() => void complete('decline')}
                />
              )}
              {task.actions.includes('return') && (
                <Button
                  intent="warning"
                  icon="undo"
                  text={t('task.return')}
                  data-testid="btn-return"
                  loading={busy === 'back'}
                  disabled={busy !== undefined && busy !== 'back'}
                  onClick={() => void complete('back')}
                />
              )}
              {task.actions.includes('approve') && (
                <Button
                  intent="success"
                  icon="tick"
                  text={t('task.approve')}
                  data-testid="btn-approve"
                  loading={busy === 'ok'}
                  disabled={(busy !== undefined && busy !== 'ok') || !record}
                  onClick={() => void complete('ok')}
                />
              )}
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
