import type { ModuleEntry } from '../../../../catalogue';
import type { DocumentFacts, DocumentRecord } from '../document-record';
import type { Block, DocumentSpec } from '../layout';
import { zhText as zh } from '../texts';
import { dayOfEvent, dayText } from './dates';
import { fieldText } from './field-text';

/**
 * Where a transfer form keeps each part of its letter, by field name, the first one filled winning:
 * the receiving union (to), the releasing one (from), the union moved, the date of the move, and when
 * the releasing union agreed (`review`: its approval, the first stage of the flow; or a date field).
 * A part the form lacks, or the viewer may not see, is left blank to fill in by hand, so a form that
 * gains or renames fields still prints.
 */
interface LetterParts {
  to: string[];
  from: string[];
  union: string[];
  code: string[];
  members: string[];
  reason: string[];
  transferOn: string[];
  contact: string[];
  phone: string[];
  agreedOn: 'review' | string[];
}

const PARTS: LetterParts = {
  to: ['targetHigher', 'targetHigherName', 'newHigher'],
  from: ['currentHigher', 'formerHigher'],
  union: ['unionName'],
  code: ['uscc'],
  members: ['memberCount'],
  // The union's own explanation says more than the dictionary's reason.
  reason: ['reasonText', 'reason'],
  transferOn: ['transferDate'],
  contact: ['contactName'],
  phone: ['contactMobile'],
  agreedOn: 'review',
};

/**
 * A transfer in is brought with the release its former higher union gave outside the portal: that
 * union signed it, on the day the form says (`transferDate`: 原上级工会同意转出日期).
 */
const BY_MODULE: Record<string, Partial<LetterParts>> = {
  tradeunionunitinfo: { from: ['formerHigher'], transferOn: [], agreedOn: ['transferDate'] },
};

/**
 * The 工会组织关系转接函: a letter from the releasing union to the receiving one (“××工会：兹有我单位工会……，
 * 因……，经研究同意其工会组织关系转至你处，请予接收。”), signed and sealed with its date, then below a
 * cut line the 回执 the receiving union tears off, fills in, seals and sends back.
 */
export function transferLetter(
  entry: ModuleEntry,
  record: DocumentRecord,
  form: Record<string, unknown>,
  _attachmentNames: readonly string[],
  facts: DocumentFacts,
): DocumentSpec {
  const parts = { ...PARTS, ...BY_MODULE[entry.key] };
  const text = (names: readonly string[]): string | undefined => {
    for (const name of names) {
      const field = entry.fields.find((f) => f.name === name);
      const value = form[name];
      if (field && value !== undefined && value !== null && value !== '') return fieldText(field, value, facts);
    }
    return undefined;
  };
  const union = text(parts.union) ?? record.unionName;
  const to = text(parts.to) ?? zh('receiverUnknown');
  const from = text(parts.from) ?? zh('senderUnknown');
  const details = [
    text(parts.code) && zh('letterCode', text(parts.code)!),
    text(parts.members) && zh('letterMembers', text(parts.members)!),
  ];
  const shown = details.filter((d): d is string => Boolean(d));
  const factsText = shown.length ? zh('letterFacts', shown.join('，')) : '';
  const reason = text(parts.reason);
  const transferOn = text(parts.transferOn);
  const contact = text(parts.contact);
  const phone = text(parts.phone);
  const agreed = parts.agreedOn === 'review' ? facts.reviews?.[0]?.stages[0]?.decisions.find((d) => d.outcome === 'approve') : undefined;
  const agreedOn = parts.agreedOn === 'review' ? (agreed ? dayOfEvent(agreed.at) : dayText(null)) : dayText(text(parts.agreedOn) ?? null);
  const title = zh('letterTitle');
  const blocks: Block[] = [
    { kind: 'title', text: title },
    { kind: 'line', text: zh('letterNumber', record.id), align: 'right' },
    { kind: 'paragraph', text: zh('letterTo', to) },
    {
      kind: 'paragraph',
      indent: true,
      text: reason ? zh('letterBody', { union, facts: factsText, reason }) : zh('letterBodyNoReason', { union, facts: factsText }),
    },
    ...(transferOn ? [{ kind: 'paragraph' as const, indent: true, text: zh('letterDate', transferOn) }] : []),
    ...(contact || phone
      ? [{ kind: 'paragraph' as const, indent: true, text: zh('letterContact', { name: contact ?? '', phone: phone ?? '' }) }]
      : []),
    {
      kind: 'signature',
      lines: [
        ['', zh('letterSender', from)],
        ['', agreedOn],
      ],
    },
    { kind: 'cut', text: zh('cutHere') },
    { kind: 'title', text: zh('receiptTitle') },
    { kind: 'line', text: zh('letterNumber', record.id), align: 'right' },
    { kind: 'paragraph', text: zh('letterTo', from) },
    { kind: 'paragraph', indent: true, text: zh('receiptBody', { union }) },
    {
      kind: 'signature',
      lines: [
        ['', zh('receiverSeal')],
        ['', dayText(null)],
      ],
    },
  ];
  return {
    title: `${title} ${record.id}`,
    header: zh('runningHeader', { title, union: record.unionName, id: record.id }),
    blocks,
  };
}
