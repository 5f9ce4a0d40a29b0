// The registers of people of rights and help (docs/forms/group-c-rights.md, MA-covered, RL-once,
// HS-on-file) on the real servers: an approval writes the person keyed by an HMAC of the ID number
// (never the number), and a later filing naming the person is refused 409 with the other record's
// number and union, as is a filing while another live record names them.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { corp1Filings, setup1Parties } from '../support';

const p = setup1Parties();
const { submit, submitted, approved } = corp1Filings(p);
const rights1 = modules.rights1!;
const rights2 = modules.rights2!;
const rights3 = modules.rights3!;

// ¥5,000 asked: the federation decides and sets 核定金额 (rights2's approvalExample, ¥4,000).
const relief = (idCard: string, cause = '1') => ({ ...rights2.example, memberIdCard: idCard, memberSex: '1', cause });

describe('relief (RL-once)', () => {
  it('records the approved relief keyed by the hash of the ID number, with its mask, never the number', async () => {
    const record = await approved(rights2, relief('110108198802211511'));
    const rows = await p.stack.db.selectFrom('member_assistance').selectAll().where('record_id', '=', record.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'relief', cause: '1', id_mask: '110108********1511', amount: '400000' });
    expect(rows[0]!.person_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain('110108198802211511');
  });

  it('refuses a second relief of the same cause within a year, naming the record and union, not the ID number', async () => {
    const first = await approved(rights2, relief('110108199001011012', '2'));
    const again = await submit(rights2, relief('110108199001011012', '2'));
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(again.body.data).toMatchObject({ reason: 'recentlyHelped', recordId: first.id, field: 'memberIdCard' });
    expect(again.body.msg).toContain(first.id);
    expect(JSON.stringify(again.body)).not.toContain('110108199001011012');
  });

  it('lets the same member ask a relief for another cause', async () => {
    await approved(rights2, relief('110108198505050512', '3'));
    await submitted(rights2, relief('110108198505050512', '4'));
  });

  it('refuses a filing while another live record names the member (duplicateCase)', async () => {
    const open = await submitted(rights2, relief('110108197703030315', '5'));
    const again = await submit(rights2, relief('110108197703030315', '5'));
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(again.body.data).toMatchObject({ reason: 'duplicateCase', recordId: open.id });
  });
});

describe('hardship files (HS-on-file)', () => {
  it('files the member and refuses another case while they are on file', async () => {
    const first = await approved(rights3, rights3.example);
    const file = await p.stack.db.selectFrom('hardship_file').selectAll().where('record_id', '=', first.id).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ state: 'onFile', category: '1', id_mask: '110108********0422' });
    const again = await submit(rights3, rights3.example);
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(again.body.data).toMatchObject({ reason: 'alreadyOnFile', recordId: first.id });
  });
});

describe('mutual-aid cover (MA-covered)', () => {
  it('covers each member row and refuses an added member already covered by the plan that year, naming the row', async () => {
    const form = { ...rights1.example, planType: '4' };
    const first = await approved(rights1, form);
    const covers = await p.stack.db.selectFrom('mutual_aid_cover').selectAll().where('record_id', '=', first.id).execute();
    expect(covers.map((c) => c.id_mask).sort()).toEqual(['110108********0422', '110108********1511', '110108********2316']);
    const members = rights1.example.members as Record<string, unknown>[];
    const added = { ...form, enrolKind: '2', members: [members[1]], headCount: 1, totalAmount: 3000 };
    const again = await submit(rights1, added);
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(again.body.data).toMatchObject({ reason: 'alreadyCovered', recordId: first.id, field: 'members[0].idCard' });
  });
});
