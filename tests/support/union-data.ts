// A standing union's own data, as the profile screens and earlier approvals leave it: what the
// forms prefill (catalogue/fields/prefill.ts). The demo unions are seeded bare (no counts, chair,
// certificate or employer); a test that files forms as a standing union gives it its data here.
import { expect } from 'vitest';
import { modules, usccCheckChar } from '../../catalogue';
import { changeProfile } from '../../db';
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
 * Gives the union of `unionId` (tenant 000000 unless named) what a standing union has: its set-up
 * (date, and the approved setup2's mark in its history), counts, chair, legal-person certificate and employer data, as approvals and the profile
 * screens would have left them.
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
        certificate: { certNo: `工法证字第${unionId.padStart(12, '0')}号` },
        unit: { ...employer },
      },
    },
    by(null),
  );
  // The union's own code stands in its one place, as setup3's approval writes it.
  await stack.db
    .updateTable('union_org')
    .set({ credit_code: unionCode(unionId) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', unionId)
    .execute();
}

/** The applicant's set-up request (setup1) approved through its review by whichever of `reviewers` has it: a set-up application (setup2) names it. */
export async function approvedSetupRequest(applicant: ApiSession, reviewers: ApiSession[]): Promise<string> {
  const { id, pid } = await submitSetup1(applicant);
  expect((await reviewThrough(reviewers, applicant, 'setup1', id, pid)).state).toBe('approved');
  return id;
}
