import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { HonourHolderType, HonourRow } from '../../../api';
import { modules, type Lang } from '../../../catalogue';
import { indexColumn } from '../../platform/data-table';
import { modulePaths } from '../modules';
import { honourText } from './texts';

/** The name of the module an honour came from, in `lang` (the key where the catalogue no longer has it). */
export const sourceName = (module: string, lang: Lang) => modules[module]?.title[lang] ?? module;

/** How the columns read: the language, the type listed, and whether the viewer may open a module's records. */
export interface HonourColumnsOf {
  lang: Lang;
  type: HonourHolderType;
  canOpen: (module: string) => boolean;
}

/**
 * The honours table's columns; year, award date and holder sort on the server (its allow-list). A
 * person is shown with the ID number as the server masked it, a collective with its credit code.
 */
export function honourColumns({ lang, type, canOpen }: HonourColumnsOf): ColumnDef<HonourRow>[] {
  const ht = honourText(lang);
  return [
    indexColumn<HonourRow>(),
    {
      id: 'holderName',
      accessorKey: 'holderName',
      header: ht('holderName'),
      enableSorting: true,
      cell: ({ row }) => (
        <>
          <div>{row.original.holderName}</div>
          {row.original.unitName && row.original.unitName !== row.original.holderName && (
            <div className="muted">{row.original.unitName}</div>
          )}
        </>
      ),
    },
    {
      id: 'identity',
      header: ht(type === 'person' ? 'idCard' : 'uscc'),
      cell: ({ row }) => (type === 'person' ? row.original.idCardMasked : row.original.unitUscc) ?? '—',
    },
    { id: 'honourName', header: ht('honourName'), accessorKey: 'honourName' },
    { id: 'level', header: ht('level'), accessorKey: 'levelName' },
    { id: 'year', header: ht('year'), accessorKey: 'year', enableSorting: true },
    { id: 'awardDate', header: ht('awardDate'), accessorKey: 'awardDate', enableSorting: true },
    { id: 'awardingBody', header: ht('awardingBody'), accessorKey: 'awardingBody' },
    { id: 'union', header: ht('union'), accessorKey: 'unionName' },
    {
      id: 'source',
      header: ht('sourceRecord'),
      cell: ({ row }) => {
        const { sourceModule, sourceRecordId } = row.original;
        const name = sourceName(sourceModule, lang);
        return canOpen(sourceModule) ? (
          <Link to={modulePaths.detail(sourceModule, sourceRecordId)} data-testid="honour-source">
            {name}
          </Link>
        ) : (
          <span data-testid="honour-source">{name}</span>
        );
      },
    },
  ];
}
