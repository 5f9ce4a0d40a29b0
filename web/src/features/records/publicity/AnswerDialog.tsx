import { useEffect, useMemo, useState } from 'react';
import { publicity, type ObjectionFileInfo, type PublicityObjection, type PublicityView } from '../../../api';
import { useI18n } from '../../../i18n';
import { FormDialog, text, type FieldSpec, type FormValues } from '../../platform/crud';
import { useDictionary } from '../fields';
import { EvidenceFiles } from './EvidenceFiles';

/** Props of `AnswerDialog`. */
export interface AnswerDialogProps {
  /** The objection answered; the dialog is open while it is set. */
  objection: PublicityObjection | undefined;
  onClose: () => void;
  onAnswered: (view: PublicityView) => void;
}

const EMPTY: FormValues = {};

/**
 * 答复: the outcome of the check (`objection_outcome`), what it found and its evidence (files uploaded
 * for the objection as they are chosen); a second answer is the server's 409, shown above the form.
 */
export function AnswerDialog({ objection, onClose, onAnswered }: AnswerDialogProps) {
  const { t } = useI18n();
  const outcomes = useDictionary('objection_outcome');
  const [files, setFiles] = useState<ObjectionFileInfo[]>([]);
  // Each objection's answer starts without files.
  useEffect(() => setFiles([]), [objection?.id]);
  const fields = useMemo<FieldSpec[]>(
    () => [
      {
        name: 'outcome',
        label: 'publicity.answerOutcome',
        kind: 'select',
        required: true,
        wide: true,
        options: (outcomes.data ?? []).map((i) => ({ value: i.dictKey, label: i.dictValue })),
      },
      { name: 'finding', label: 'publicity.finding', kind: 'textarea', required: true, wide: true },
    ],
    [outcomes.data],
  );
  return (
    <FormDialog
      initial={objection ? EMPTY : undefined}
      editing={false}
      title={t('publicity.answerTitle', { refNo: objection?.refNo ?? '' })}
      fields={fields}
      onClose={onClose}
      testId="publicity-answer-dialog"
      showRefusal
      onSubmit={async (v) =>
        onAnswered(
          await publicity.answer({
            objectionId: objection!.id,
            outcome: text(v.outcome),
            finding: text(v.finding),
            files: files.map((f) => f.id),
          }),
        )
      }
    >
      {objection && (
        <EvidenceFiles
          upload={(file) => publicity.upload(objection.id, file)}
          files={files}
          onChange={setFiles}
          label={t('publicity.answerFiles')}
          testId="answer-files"
        />
      )}
    </FormDialog>
  );
}
