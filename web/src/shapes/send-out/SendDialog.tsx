import { Callout, Checkbox, DialogBody, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError, system, toast, type UnionNode } from '../../api';
import { useI18n } from '../../i18n';
import { useLoader } from '../../lib';
import { useSession } from '../../features/identity/auth';
import { AppDialog, ConfirmFooter } from '../../features/platform/crud';
import { questionSets } from '../questionnaire';
import { campaignCalls, pastedMobiles, type SendBody, type Sent } from './campaign-api';
import { useCampaignText } from './campaign-texts';

/** Props of `SendDialog`. */
export interface SendDialogProps {
  module: string;
  /** The question set the module sends (`questionnaire.setKey`); none for a call for reports (`sendOut.withoutQuestions`). */
  setKey?: string;
  /** The year asked about has ended (`sendOut.endedYear`: finance7's 决算): last year and the five before, last year chosen. */
  endedYear?: boolean;
  /** The audiences the module allows (`sendOut.audiences`); the records' contacts are sent from the list. */
  audiences: readonly ('unions' | 'mobiles' | 'records')[];
  isOpen: boolean;
  onClose: () => void;
  onSent: (sent: Sent) => void;
}

type Audience = 'unions' | 'mobiles';

type UnionRow = { node: UnionNode; depth: number };

/** The tree as rows with their depth: each union is picked on its own (a district, not the unions below it). */
function flatUnions(nodes: readonly UnionNode[], depth = 0): UnionRow[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatUnions(node.children, depth + 1)]);
}

/**
 * The unions a sender may pick: those below its own union (the server refuses any other, its own
 * included); the whole tree where the sender's union is not in it.
 */
function unionsBelow(tree: readonly UnionNode[], unionId: string | undefined): UnionRow[] {
  const find = (nodes: readonly UnionNode[]): UnionNode | undefined =>
    nodes.reduce<UnionNode | undefined>((found, node) => found ?? (node.id === unionId ? node : find(node.children)), undefined);
  const own = unionId === undefined ? undefined : find(tree);
  return own ? flatUnions(own.children) : flatUnions(tree);
}
type Problem = 'title' | 'deadline' | 'year' | 'unionIds' | 'mobiles';

/** The years a campaign to unions may ask about: next year, this one and the five before; or, where the year must have ended, last year and the five before. */
const yearsAround = (thisYear: number, ended: boolean) =>
  Array.from({ length: ended ? 6 : 7 }, (_, i) => (ended ? thisYear - 1 : thisYear + 1) - i);

/**
 * 发放问卷: the newest published version of the module's set sent with a title, a message and a
 * deadline, either to unions checked in the tree below the sender (and texted, if asked), about a
 * year (this one unless chosen: finance6's year audited is the campaign's; last year where it must
 * have ended, finance7's 决算), or to
 * mobiles pasted in; the server's 400 names the field, its answer the addressees not reached. A call
 * for reports (no `setKey`: finance7's 决算通知) sends no version: the unions file their records.
 */
export function SendDialog({ module, setKey, endedYear = false, audiences, isOpen, onClose, onSent }: SendDialogProps) {
  const { t } = useI18n();
  const ct = useCampaignText();
  const { user } = useSession();
  const choices = audiences.filter((a): a is Audience => a === 'unions' || a === 'mobiles');
  const published = useLoader(isOpen && setKey ? `send:${module}:${setKey}` : null, () => questionSets.published(module, setKey!));
  const unions = useLoader(isOpen && choices.includes('unions') ? 'send-unions' : null, () => system.unionTree());
  const [audience, setAudience] = useState<Audience>(choices[0] ?? 'unions');
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [deadline, setDeadline] = useState('');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [mobiles, setMobiles] = useState('');
  const [sms, setSms] = useState(false);
  const [thisYear] = useState(() => new Date().getFullYear());
  const [year, setYear] = useState(endedYear ? thisYear - 1 : thisYear);
  const [errors, setErrors] = useState<Partial<Record<Problem, string>>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (isOpen) setErrors({});
  }, [isOpen]);

  const send = async () => {
    const numbers = pastedMobiles(mobiles);
    const problems: Partial<Record<Problem, string>> = {};
    if (!title.trim()) problems.title = ct('required');
    if (!deadline) problems.deadline = ct('required');
    if (audience === 'unions' && checked.size === 0) problems.unionIds = ct('noneChosen');
    if (audience === 'mobiles' && numbers.length === 0) problems.mobiles = ct('noMobiles');
    setErrors(problems);
    if (Object.keys(problems).length) return toast.warning(t('msg.fixErrors'));
    if (setKey && !published.data) return;
    const body: SendBody = {
      title: title.trim(),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(setKey && published.data ? { setKey, version: published.data.version } : {}),
      deadline,
      audience,
      ...(audience === 'unions' ? { unionIds: [...checked], sms, year } : { mobiles: numbers }),
    };
    setBusy(true);
    try {
      const sent = await campaignCalls.send(module, body);
      toast.success(ct('sent', { n: sent.invited }));
      if (sent.notReached.length)
        toast.warning(ct('notReached', { list: sent.notReached.map((n) => `${n.label}（${n.reason}）`).join('、') }));
      onSent(sent);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length)
        // A union or mobile named by its place in the list (`unionIds.0`, `mobiles[2]`): the list's message.
        setErrors(Object.fromEntries(err.fieldErrors.map((e) => [e.field.replace(/(\[\d+\]|\.\d+)$/, ''), e.message])));
    } finally {
      setBusy(false);
    }
  };

  const group = (name: Problem, label: string, control: ReactNode, required = true) => (
    <FormGroup
      label={label}
      labelInfo={required ? '*' : undefined}
      intent={errors[name] ? 'danger' : 'none'}
      helperText={errors[name] && <span data-testid={`send-error-${name}`}>{errors[name]}</span>}
    >
      {control}
    </FormGroup>
  );

  return (
    <AppDialog
      testId="send-dialog"
      isOpen={isOpen}
      onClose={onClose}
      title={ct(setKey ? 'sendTitle' : 'sendCallTitle')}
      icon="send-message"
      canOutsideClickClose={false}
      style={{ width: 640 }}
    >
      <DialogBody>
        {published.error !== undefined && <Callout intent="warning">{ct('notPublished')}</Callout>}
        {published.data && (
          <p className="muted" data-testid="send-version">
            {published.data.content.title} · {ct('version', { n: published.data.version })}
          </p>
        )}
        {group('title', ct('title'), <InputGroup value={title} data-testid="send-title" onChange={(e) => setTitle(e.target.value)} />)}
        <FormGroup label={ct('note')}>
          <TextArea fill rows={2} value={note} data-testid="send-note" onChange={(e) => setNote(e.target.value)} />
        </FormGroup>
        {group(
          'deadline',
          ct('deadline'),
          <InputGroup type="date" value={deadline} data-testid="send-deadline" onChange={(e) => setDeadline(e.target.value)} />,
        )}
        {choices.length > 1 && (
          <RadioGroup
            inline
            label={ct('audience')}
            selectedValue={audience}
            onChange={(e) => setAudience(e.currentTarget.value as Audience)}
          >
            {choices.map((a) => (
              <Radio key={a} value={a} label={ct(`audience_${a}`)} data-testid={`send-audience-${a}`} />
            ))}
          </RadioGroup>
        )}
        {audience === 'unions' &&
          group(
            'year',
            ct(setKey ? 'year' : 'callYear'),
            <HTMLSelect
              value={year}
              data-testid="send-year"
              onChange={(e) => setYear(Number(e.currentTarget.value))}
              options={yearsAround(thisYear, endedYear).map((y) => ({ value: y, label: String(y) }))}
            />,
          )}
        {audience === 'unions' &&
          group(
            'unionIds',
            ct('unions'),
            <>
              <div className="send-out-unions" data-testid="send-unions">
                {unionsBelow(unions.data ?? [], user?.unionId).map(({ node, depth }) => (
                  <Checkbox
                    key={node.id}
                    // A margin, not a padding: the box is drawn in the control's own padding.
                    style={{ marginLeft: depth * 20 }}
                    label={node.title}
                    checked={checked.has(node.id)}
                    data-testid={`send-unions-${node.id}`}
                    onChange={(e) => {
                      const next = new Set(checked);
                      if (e.currentTarget.checked) next.add(node.id);
                      else next.delete(node.id);
                      setChecked(next);
                    }}
                  />
                ))}
              </div>
              {/* A call for reports is told by portal message only: a link would open no questions. */}
              {setKey && (
                <Checkbox checked={sms} label={ct('sms')} data-testid="send-sms" onChange={(e) => setSms(e.currentTarget.checked)} />
              )}
            </>,
          )}
        {audience === 'mobiles' &&
          group(
            'mobiles',
            ct('mobiles'),
            <>
              <TextArea fill rows={5} value={mobiles} data-testid="send-mobiles" onChange={(e) => setMobiles(e.target.value)} />
              <span className="muted">{ct('mobilesCount', { n: pastedMobiles(mobiles).length })}</span>
            </>,
          )}
      </DialogBody>
      <ConfirmFooter
        onCancel={onClose}
        onConfirm={() => void send()}
        text={ct(setKey ? 'send' : 'sendCall')}
        icon="send-message"
        busy={busy}
        disabled={setKey !== undefined && !published.data}
        testId="send-confirm"
      />
    </AppDialog>
  );
}
