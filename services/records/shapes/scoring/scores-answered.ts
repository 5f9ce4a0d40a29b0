import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleEntry, ScoringDef } from '../../../../catalogue';
import type { ReviewerScores } from '../../../../db';
import type { AssessmentRound } from '../../assessment-rounds';
import type { ApprovedRecord } from '../../engine';
import { itemsOf, roundOfRecord, type ScoreItem } from './score-items';

/** The latest approval's scores of each record that has one, read from its flow's events (the record of them). */
async function recordedScores(app: FastifyInstance, tenantId: string, ids: readonly string[]) {
  const rows = await app.db
    .selectFrom('record as r')
    .innerJoin('flow_event as e', 'e.process_instance_id', 'r.process_instance_id')
    .select(['r.id', 'e.payload'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.id', 'in', ids)
    .where('e.type', '=', 'task.completed')
    .where((eb) => eb(eb.ref('e.payload', '->').key('scores'), 'is not', null))
    .orderBy('e.seq')
    .execute();
  // In seq order: a later approval's scores (a flow of several scored stages) replace an earlier one's.
  return new Map(rows.map((r) => [String(r.id), r.payload.scores as ReviewerScores]));
}

/**
 * What a scored module's rows and detail answer (AS-S3): `reviewerScores`, each item with its 标准分,
 * the union's own score (`by: 'both'`) and the reviewer's (null until it approved), `reviewerTotal`
 * (null until then) and, where the module grades, `reviewerGrade`. A record in review answers its
 * items unscored, so its reviewer's dialog draws the score table; a draft or a returned one that was
 * never scored answers nothing.
 */
export async function scoresAnswered(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, ids: readonly string[]) {
  const def: ScoringDef = entry.scoring!;
  const tenantId = request.viewer.tenantId;
  if (ids.length === 0) return new Map<string, Record<string, unknown>>();
  const [records, recorded] = await Promise.all([
    app.db
      .selectFrom('record')
      .select(['id', 'union_path', 'form', 'state'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute(),
    recordedScores(app, tenantId, ids),
  ]);
  // One read of a round per union and year, however many of a page's rows are filed in it.
  const rounds = new Map<string, Promise<AssessmentRound | undefined>>();
  const roundOf = (record: ApprovedRecord) => {
    const key = `${record.unionPath}|${String(record.form[def.yearField ?? 'year'])}`;
    if (!rounds.has(key)) rounds.set(key, roundOfRecord(app.db, def, record));
    return rounds.get(key)!;
  };
  const answers = await Promise.all(
    records.map(async (r) => {
      const record = { id: String(r.id), tenantId, unionPath: r.union_path, form: r.form };
      const scores = recorded.get(record.id);
      if (!scores && r.state !== 'in_review') return undefined;
      const own = def.by === 'both' ? itemsOf(def, record, undefined) : [];
      const items: ScoreItem[] = scores
        ? scores.items.map((i) => ({ ...i, selfScore: null }))
        : itemsOf(def, record, await roundOf(record));
      const answer = {
        reviewerScores: items.map((item) => ({
          code: item.code,
          name: item.name,
          maxScore: item.maxScore,
          selfScore: own.find((o) => o.code === item.code)?.selfScore ?? null,
          score: scores?.items.find((s) => s.code === item.code)?.score ?? null,
        })),
        reviewerTotal: scores?.total ?? null,
        ...(def.grade ? { reviewerGrade: scores?.grade ?? null } : {}),
      };
      return [record.id, answer] as const;
    }),
  );
  return new Map(answers.filter((a) => a !== undefined));
}
