// A standing union's own data, as the profile screens and earlier approvals leave it: what the
// forms prefill (catalogue/fields/prefill.ts). The demo unions are seeded bare (no counts, chair,
// certificate or employer); a test that files forms as a standing union gives it its data here.
import { expect } from 'vitest';
import { modules, usccCheckChar } from '../../catalogue';
import { changeProfile, newId } from '../../db';
import type { ApiSession } from './api-client';
import { reviewThrough } from './review';
import { submitSetup1 } from './setup1-parties';
import type { TestStack } from './test-stack';

/** The counts a standing union keeps on its profile (as `comup` sets them). */
export const UNION_COUNTS = { memberCount: 96, femaleMembers: 40 };

/** The union's own legal-person code: 81, the district, and a body of the union's id, with its check character. */
export function unionCode(unionId: string): string {
  const first17 = `81110108MC${unionId.padStart(7, '0')}`;
  return `${first17}${usccCheckChar(first17)}`;
}

/**
 * The committee in office of a standing union: the one organ1Detail's example elects (王芳 chair,
 * 陈强 vice-chair, five members), of its 2nd term, so a by-election (organ2's example) names its members.
 */
function standingCommittee(): { name: string; position: string }[] {
  const example = modules.organ1Detail!.example;
  const posts = new Map((example.officers as { name: string; position: string }[]).map((o) => [o.name, o.position]));
  return (example.committeeResults as { name: string; elected: string }[])
    .filter((r) => r.elected === '1')
    .map((r) => ({ name: r.name, position: posts.get(r.name) ?? '4' }));
}

/**
 * Gives the union of `unionId` (tenant 000000 unless named) what a standing union has: its set-up
 * (its date, and the approved setup2's mark in its history), counts, chair and committee, legal-person
 * certificate and employer data, as approvals and the profile screens would have left them.
 */
export async function giveUnionItsData(stack: TestStack, unionId: string, tenantId = '000000'): Promise<void> {
  const employer = modules.corpration!.example;
  const by = (module: string | null) => ({ actorId: null, actorName: 'test', module, recordId: null, at: new Date() });
  // Set up by an approved set-up application (setup2), whose mark the legal-person registration (setup3) waits for.
  await changeProfile(stack.db, tenantId, unionId, { establishedOn: '2020-05-01' }, by('setup2'));
  await changeProfile(
    stack.db,
    tenantId,
    unionId,
    {
      ...UNION_COUNTS,
      sections: {
        chair: { chairName: '王芳' },
        // Its funds review committee registered (finance8's approval), whose chair the finance forms prefill.
        auditCommittee: { chairName: '王建华', termStart: '2024-05-16', termEnd: '2029-05-15', memberCount: 5 },
        certificate: { certNo: `工法证字第${unionId.padStart(12, '0')}号` },
        unit: { ...employer },
      },
    },
    by(null),
  );
  await stack.db
    .insertInto('union_officer')
    .values(
      standingCommittee().map((o) => ({
        id: newId(),
        tenant_id: tenantId,
        union_id: unionId,
        committee: 'committee' as const,
        name: o.name,
        position: o.position,
        is_chair: o.position === '1',
        details: '{}',
        start_date: '2021-11-10',
        end_date: null,
        term_no: 2,
        source_module: null,
        source_record_id: null,
      })),
    )
    .execute();
  // The union's own code stands in its one place, as setup3's approval writes it.
  await stack.db
    .updateTable('union_org')
    .set({ credit_code: unionCode(unionId) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', unionId)
    .execute();
}

/**
 * Gives the union of `unionId` its employer's data only (我的工会 · 单位信息, as the corpration form's
 * approval leaves it): what a form prefilling the employer read-only needs, without the rest of a
 * standing union's data, which the set-up and election walks write themselves.
 */
export async function giveUnionItsEmployer(stack: TestStack, unionId: string, tenantId = '000000'): Promise<void> {
  const by = { actorId: null, actorName: 'test', module: null, recordId: null, at: new Date() };
  await changeProfile(stack.db, tenantId, unionId, { sections: { unit: { ...modules.corpration!.example } } }, by);
}

/** The applicant's set-up request (setup1) approved through its review by whichever of `reviewers` has it: a set-up application (setup2) names it. */
export async function approvedSetupRequest(applicant: ApiSession, reviewers: ApiSession[]): Promise<string> {
  const { id, pid } = await submitSetup1(applicant);
  expect((await reviewThrough(reviewers, applicant, 'setup1', id, pid)).state).toBe('approved');
  return id;
}
