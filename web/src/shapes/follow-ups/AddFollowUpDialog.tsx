import { DialogBody, FileInput, FormGroup, HTMLSelect, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { ApiError, toast } from '../../api';
import { useI18n } from '../../i18n';
import { isoDate } from '../../lib';
import { AppDialog, ConfirmFooter } from '../../features/platform/crud';
import { DictSelect } from '../../features/records/fields';
import { followUpCalls, type FollowUps } from './api';
import { followUpBody, type DraftField, type FollowUpDraft } from './follow-up-input';
import { useFollowUpText } from './texts';

/** Props of `AddFollowUpDialog`. */
export interface AddFollowUpDialogProps {
  module: string;
  recordId: string;
  isOpen: boolean;
  /** The case as it stands: the kinds the caller may add, and the rows a correction may name. */
  followUps: FollowUps;
  /** The module's correction kind (`followUps.correction`), which names the row it voids. */
  correction: string | undefined;
  onClose: () => void;
  onAdded: (answer: FollowUps) => void;
}

const empty = (kind: string): FollowUpDraft => ({
  kind,
  date: isoDate(),
  amount: '',
  outcome: '',
  note: '',
  corrects: '',
  member: '',
  files: [],
});

/**
 * Adds a follow-up row: the kinds the caller may add (the server's `kinds`), the date, and the fields
 * the chosen kind needs marked required (amount in yuan, outcome, note, a file uploaded first through
 * `followUpUpload`, the member row named by its ID number); a correction names the row it voids. The server's 400 shows under its field.
 */
export function AddFollowUpDialog({ module, recordId, isOpen, followUps, correction, onClose, onAdded }: AddFollowUpDialogProps) {
  const { t } = useI18n();
  const ft = useFollowUpText();
  const [draft, setDraft] = useState<FollowUpDraft>(() => empty(followUps.kinds[0]?.kind ?? ''));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (isOpen) {
      setDraft(empty(followUps.kinds[0]?.kind ?? ''));
      setErrors({});
    }
  }, [isOpen, followUps.kinds]);

  const chosen = followUps.kinds.find((k) => k.kind === draft.kind);
  const needs = chosen?.needs ?? [];
  const set = (change: Partial<FollowUpDraft>) => setDraft((d) => ({ ...d, ...change }));
  const field = (name: DraftField, label: string, required: boolean, control: ReactNode) => (
    <FormGroup
      label={label}
      labelInfo={required ? '*' : undefined}
      intent={errors[name] ? 'danger' : 'none'}
      helperText={errors[name] && <span data-testid={`followup-error-${name}`}>{errors[name]}</span>}
    >
      {control}
    </FormGroup>
  );

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await followUpCalls.upload(module, recordId, file);
      setDraft((d) => ({ ...d, files: [...d.files, { id: stored.id, name: stored.name }] }));
    } finally {
      setUploading(false);
    }
  };

  const add = async () => {
    const result = followUpBody(recordId, draft, followUps.kinds, correction);
    if (!result.ok) {
      setErrors({
        ...Object.fromEntries(result.missing.map((m) => [m, ft('required')])),
        ...(result.badAmount ? { amount: ft('badAmount') } : {}),
      });
      return toast.warning(t('msg.fixErrors'));
    }
    setBusy(true);
    try {
      const answer = await followUpCalls.add(module, result.body);
      toast.success(ft('added'));
      onAdded(answer);
    } catch (err) {
      // A 400 names a row field (`files` is the file's); anything else the client has shown already.
      if (err instanceof ApiError && err.fieldErrors.length)
        setErrors(Object.fromEntries(err.fieldErrors.map((e) => [e.field === 'files' ? 'file' : e.field, e.message])));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog testId="followup-dialog" isOpen={isOpen} onClose={onClose} title={ft('addTitle')} icon="add" canOutsideClickClose={false}>
      <DialogBody>
        {field(
          'kind',
          ft('kind'),
          true,
          <HTMLSelect
            fill
            value={draft.kind}
            data-testid="followup-kind"
            onChange={(e) => set({ kind: e.target.value, corrects: '' })}
            options={followUps.kinds.map((k) => ({ value: k.kind, label: k.name }))}
          />,
        )}
        {field(
          'date',
          ft('date'),
          true,
          <InputGroup type="date" value={draft.date} data-testid="followup-date" onChange={(e) => set({ date: e.target.value })} />,
        )}
        {draft.kind === correction &&
          field(
            'corrects',
            ft('corrects'),
            true,
            <HTMLSelect
              fill
              value={draft.corrects}
              data-testid="followup-corrects"
              onChange={(e) => set({ corrects: e.target.value })}
              options={[
                { value: '', label: '—' },
                ...followUps.rows.filter((r) => r.kind !== correction).map((r) => ({ value: r.id, label: `${r.kindName} ${r.date}` })),
              ]}
            />,
          )}
        {(needs.includes('amount') || draft.amount) &&
          field(
            'amount',
            ft('amount'),
            needs.includes('amount'),
            <InputGroup
              inputMode="decimal"
              value={draft.amount}
              data-testid="followup-amount"
              onChange={(e) => set({ amount: e.target.value })}
            />,
          )}
        {needs.includes('member') &&
          field(
            'member',
            ft('member'),
            true,
            <InputGroup value={draft.member} data-testid="followup-member" onChange={(e) => set({ member: e.target.value })} />,
          )}
        {needs.includes('outcome') &&
          field(
            'outcome',
            ft('outcome'),
            true,
            <DictSelect
              name="outcome"
              id="followup-outcome"
              dict={chosen?.outcomeDict}
              value={draft.outcome}
              onChange={(outcome) => set({ outcome })}
            />,
          )}
        {field(
          'note',
          ft('note'),
          needs.includes('note'),
          <TextArea fill rows={3} value={draft.note} data-testid="followup-note" onChange={(e) => set({ note: e.target.value })} />,
        )}
        {field(
          'file',
          ft('file'),
          needs.includes('file'),
          <>
            <FileInput
              fill
              text={uploading ? ft('uploading') : ft('file')}
              disabled={uploading || busy}
              inputProps={
                {
                  'data-testid': 'followup-file',
                  onChange: (e: ChangeEvent<HTMLInputElement>) => void upload(e.currentTarget.files?.[0]),
                } as object
              }
            />
            <div className="gap-top">
              {draft.files.map((f) => (
                <Tag
                  key={f.id}
                  minimal
                  onRemove={() => set({ files: draft.files.filter((x) => x.id !== f.id) })}
                  data-testid="followup-file-tag"
                >
                  {f.name}
                </Tag>
              ))}
            </div>
          </>,
        )}
      </DialogBody>
      <ConfirmFooter
        onCancel={onClose}
        onConfirm={() => void add()}
        text={ft('add')}
        icon="add"
        busy={busy || uploading}
        testId="followup-confirm"
      />
    </AppDialog>
  );
}
