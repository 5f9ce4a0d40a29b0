import { Button, Callout, Card, H5, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { toast, type RecordView } from '../../api';
import type { LinkPartProps } from '../../features/records/modules';
import { useLoader } from '../../lib';
import { recordLinkCalls } from './link-api';
import { useLinkText } from './link-texts';

type Link = NonNullable<RecordView['linkInvitation']>;

/** 11-20 10:12: the month, day and minute of a server time. */
const short = (time: string | null | undefined) => (time ? time.slice(5, 16) : '');

const INTENT: Record<Link['state'], Intent> = {
  sent: 'primary',
  reminded: 'primary',
  opened: 'warning',
  answered: 'success',
  expired: 'danger',
};

/**
 * 问卷链接 above a record's questionnaire (the `sendOut` shape's `records` audience, survey's
 * `sendSms`): the number the link goes to (masked), where the link stands (未发送, 已发送, 已提醒,
 * 已打开, 已答复, 已过期) and its times (sent, each reminder, opened, answered), 发送问卷链接 or
 * 提醒填写 (the same call: the server texts the same link again, and answers the link's new state),
 * and once the contact answered, 采用企业答复, which puts the answer into the form's questionnaire
 * (saved with `answersSource`). Read-only (a reviewer's detail page): the state, times and number only.
 */
export function RecordLinkPart({ entry, record, adoptedResponse, onAdopt, disabled, readOnly }: LinkPartProps) {
  const lt = useLinkText();
  const call = entry.sendOut?.calls?.invite;
  const id = record?.id;
  // The link as the last sending answered it, while it is the form's record.
  const [fresh, setFresh] = useState<{ id: string; link: Link }>();
  const link = fresh && fresh.id === id ? fresh.link : record?.linkInvitation;
  const answer = record?.linkAnswer;
  const [busy, setBusy] = useState(false);
  // The number as the record was last saved (the server reads the stored contact); a reader has the link's.
  const phone = useLoader(id && !readOnly ? `getphone:${entry.key}:${id}:${record?.updateTime ?? ''}` : null, () =>
    recordLinkCalls.phone(entry.key, id!),
  ).data;
  if (!call) return null;
  if (readOnly && !link) return null;

  const send = async () => {
    if (!id) return;
    setBusy(true);
    try {
      const sent = await recordLinkCalls.invite(entry.key, call, id);
      const again = link !== undefined && link.state !== 'expired';
      toast.success(lt(again ? 'remindedOk' : 'sentOk', { phone: sent.phone }));
      setFresh({ id, link: sent.invitation });
    } catch {
      // The client has shown the server's message (no contact mobile, too soon, answered already).
    } finally {
      setBusy(false);
    }
  };

  const stateText = (l: Link) =>
    l.state === 'expired'
      ? lt('expired')
      : l.state === 'answered'
        ? lt('answered', { time: short(l.answeredAt) })
        : l.state === 'opened'
          ? lt('opened', { time: short(l.openedAt) })
          : l.state === 'reminded'
            ? lt('reminded', { n: l.reminders, time: short(l.remindedAt.at(-1)) })
            : lt('sent', { time: short(l.sentAt) });
  const adopted = answer !== undefined && adoptedResponse === answer.responseId;
  const canSend = !disabled && !busy && id !== undefined && link?.state !== 'answered' && answer === undefined;
  const shownPhone = readOnly ? link?.phone : phone?.phone;

  return (
    <Card className="panel form-section" data-testid="link-part">
      <H5 className="panel-title">{lt('title')}</H5>
      {readOnly ? null : id ? (
        <p className="muted">{lt('help')}</p>
      ) : (
        <p className="muted" data-testid="link-save-first">
          {lt('saveFirst')}
        </p>
      )}
      {id && (
        <p>
          <span data-testid="link-phone">{shownPhone ? lt('to', { phone: shownPhone }) : phone ? lt('noPhone') : ''}</span>{' '}
          <Tag minimal intent={link ? INTENT[link.state] : 'none'} data-testid="link-state">
            {link ? stateText(link) : lt('none')}
          </Tag>
          {link && link.state !== 'answered' && link.state !== 'expired' && (
            <span className="muted"> {lt('validUntil', { time: short(link.expiresAt) })}</span>
          )}
        </p>
      )}
      {link && <LinkTimes link={link} />}
      {id && answer === undefined && !readOnly && (
        <>
          {(!link || link.state === 'expired') && (
            <Button
              icon="send-message"
              intent="primary"
              text={lt(link ? 'resend' : 'send')}
              disabled={!canSend}
              loading={busy}
              onClick={send}
              data-testid="link-send"
            />
          )}
          {link && link.state !== 'expired' && link.state !== 'answered' && (
            <Button icon="notifications" text={lt('remind')} disabled={!canSend} loading={busy} onClick={send} data-testid="link-remind" />
          )}
        </>
      )}
      {answer && (
        <Callout intent={adopted ? 'success' : 'primary'} icon={adopted ? 'tick' : 'inbox'} data-testid="link-answer">
          <p>{lt('answer', { time: answer.answeredAt })}</p>
          {readOnly || !onAdopt ? null : adopted ? (
            <span data-testid="link-adopted">{lt('adopted')}</span>
          ) : (
            <Button
              intent="primary"
              icon="import"
              text={lt('adopt')}
              disabled={disabled}
              onClick={() => {
                onAdopt(answer);
                toast.success(lt('adoptedOk'));
              }}
              data-testid="link-adopt"
            />
          )}
        </Callout>
      )}
    </Card>
  );
}

/** A link's times: sent, each reminder (numbered), opened, answered. */
function LinkTimes({ link }: { link: Link }) {
  const lt = useLinkText();
  // A link reminded before every reminder was kept holds its last only: numbered by the count.
  const first = link.reminders - link.remindedAt.length + 1;
  const times = [
    lt('sentAt', { time: link.sentAt }),
    ...link.remindedAt.map((time, n) => lt('remindedAt', { n: first + n, time })),
    ...(link.openedAt ? [lt('openedAt', { time: link.openedAt })] : []),
    ...(link.answeredAt ? [lt('answeredAt', { time: link.answeredAt })] : []),
  ];
  return (
    <ul className="muted" data-testid="link-times">
      {times.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}
