import { Button, InputGroup, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { admin, type AdminUser } from '../../../../api';
import { useFlowText } from '../texts';

/** Props of `UserPicker`. */
export interface UserPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
  names: Record<string, string>;
  learnUsers: (users: AdminUser[]) => void;
  testId: string;
}

/** Named accounts of a candidate rule: tags of the chosen ones, and a search by name or account to add more. */
export function UserPicker({ value, onChange, names, learnUsers, testId }: UserPickerProps) {
  const ft = useFlowText();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<AdminUser[]>([]);
  const search = async () => {
    const text = q.trim();
    if (!text) return;
    // Names first, then accounts: the list call filters one column at a time.
    const byName = await admin.users.page({ realName: text, size: 10 });
    const rows = byName.records.length ? byName.records : (await admin.users.page({ account: text, size: 10 })).records;
    learnUsers(rows);
    setFound(rows);
  };
  return (
    <div data-testid={testId}>
      <div className="flow-rule-row">
        {value.map((id) => (
          <Tag key={id} onRemove={() => onChange(value.filter((v) => v !== id))}>
            {names[id] ?? id}
          </Tag>
        ))}
      </div>
      <div className="flow-rule-row">
        <InputGroup
          size="small"
          placeholder={ft('searchUser')}
          value={q}
          data-testid={`${testId}-search`}
          onValueChange={setQ}
          onKeyDown={(e) => e.key === 'Enter' && void search()}
        />
        <Button size="small" icon="search" onClick={() => void search()} />
      </div>
      {found.length > 0 && (
        <Menu>
          {found
            .filter((u) => !value.includes(u.id))
            .map((u) => (
              <MenuItem
                key={u.id}
                icon="add"
                text={u.realName || u.name}
                label={`${u.account} · ${u.unionName ?? ''}`}
                onClick={() => {
                  onChange([...value, u.id]);
                  setFound([]);
                  setQ('');
                }}
              />
            ))}
        </Menu>
      )}
    </div>
  );
}
