import { Button, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { UnionMessage } from '../../../api';
import type { Lang } from '../../../catalogue';
import { messageText } from './texts';

/** A message kind's name (the kind itself for one the console does not know). */
export function kindName(kind: string, lang: Lang) {
  const mt = messageText(lang);
  if (kind === 'remind') return mt('kindRemind');
  if (kind === 'objection') return mt('kindObjection');
  if (kind === 'questionnaire') return mt('kindQuestionnaire');
  return kind;
}

/** The list's columns: read or not, the title that opens the message, its kind and when it was sent. */
export function messageColumns(lang: Lang, onOpen: (m: UnionMessage) => void): ColumnDef<UnionMessage>[] {
  const mt = messageText(lang);
  return [
    {
      id: 'state',
      header: mt('state'),
      cell: ({ row }) =>
        row.original.readAt ? (
          <Tag minimal>{mt('read')}</Tag>
        ) : (
          <Tag intent="warning" data-testid="message-unread">
            {mt('unread')}
          </Tag>
        ),
    },
    {
      id: 'title',
      header: mt('subject'),
      cell: ({ row }) => (
        <Button
          variant="minimal"
          className={row.original.readAt ? undefined : 'message-unread-title'}
          text={row.original.title}
          data-testid="message-open"
          onClick={() => onOpen(row.original)}
        />
      ),
    },
    { id: 'kind', header: mt('kind'), cell: ({ row }) => kindName(row.original.kind, lang) },
    { id: 'sentAt', header: mt('sentAt'), accessorKey: 'sentAt' },
  ];
}
