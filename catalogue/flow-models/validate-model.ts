import type { I18nText } from '../types';
import type { CandidateRule, FlowEdge, FlowGraph, FlowNode } from './graph';
import { parallelBlockProblems, type BlockProblem } from './parallel-blocks';

/** Why a model cannot be deployed, naming the element (a node's or an edge's id). */
export interface ModelError {
  element: string;
  rule: ModelRule;
  message: I18nText;
}

export type ModelRule =
  | 'uniqueId'
  | 'oneStart'
  | 'needsEnd'
  | 'unknownNode'
  | 'startEdges'
  | 'endEdges'
  | 'stageEdges'
  | 'choiceBranches'
  | 'conditionOutsideChoice'
  | 'unreachable'
  | 'noExit'
  | 'noCandidates'
  | 'dueHours'
  | 'unknownField'
  | 'parallelBlock';

const say = (zh: string, en: string): I18nText => ({ zh, en });

function emptyRule(rule: CandidateRule): boolean {
  return rule.kind === 'users' && rule.userIds.length === 0;
}

/** Nodes reachable from `from` along the edges (forward) or against them (backward). */
function reach(from: string[], edges: FlowEdge[], backward: boolean): Set<string> {
  const seen = new Set(from);
  const queue = [...from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const e of edges) {
      const [a, b] = backward ? [e.to, e.from] : [e.from, e.to];
      if (a === at && !seen.has(b)) {
        seen.add(b);
        queue.push(b);
      }
    }
  }
  return seen;
}

function nodeName(n: FlowNode): string {
  return n.kind === 'stage' ? `${n.id}(${n.name.zh})` : n.id;
}

/**
 * Checks a model before it is deployed: one start, an end, edges between known nodes, one way out
 * of a stage (branches are gateways), a choice with conditions or one default on each branch, every
 * node reachable from the start and able to reach an end (a cycle without an exit cannot), every
 * stage with candidates and a due time, field permissions naming the module's fields. Every error
 * names its element; an empty list means the model may be deployed.
 */
export function validateModel(model: FlowGraph, opts: { fields?: readonly string[] } = {}): ModelError[] {
  const errors: ModelError[] = [];
  const fail = (element: string, rule: ModelRule, message: I18nText) => errors.push({ element, rule, message });
  const ids = [...model.nodes.map((n) => n.id), ...model.edges.map((e) => e.id)];
  for (const [i, id] of ids.entries()) {
    if (ids.indexOf(id) !== i) fail(id, 'uniqueId', say(`元素编号「${id}」重复`, `The id ${id} is used twice`));
  }
  const nodes = new Map(model.nodes.map((n) => [n.id, n]));
  const starts = model.nodes.filter((n) => n.kind === 'start');
  if (starts.length !== 1) fail(starts[1]?.id ?? model.key, 'oneStart', say('流程须有且仅有一个开始节点', 'A model has exactly one start'));
  if (!model.nodes.some((n) => n.kind === 'end')) fail(model.key, 'needsEnd', say('流程须有结束节点', 'A model needs an end'));
  const edges = model.edges.filter((e) => {
    const missing = [e.from, e.to].find((id) => !nodes.has(id));
    if (missing) fail(e.id, 'unknownNode', say(`连线「${e.id}」指向不存在的节点「${missing}」`, `Edge ${e.id} names no node ${missing}`));
    return !missing;
  });
  const outOf = (id: string) => edges.filter((e) => e.from === id);
  const into = (id: string) => edges.filter((e) => e.to === id);

  for (const n of model.nodes) {
    const out = outOf(n.id);
    if (n.kind === 'start' && (out.length !== 1 || into(n.id).length > 0)) {
      fail(n.id, 'startEdges', say('开始节点须有且仅有一条出线、没有入线', 'The start has one edge out and none in'));
    }
    if (n.kind === 'end' && out.length > 0) fail(n.id, 'endEdges', say('结束节点不能有出线', 'An end has no edge out'));
    if (n.kind === 'stage') {
      if (out.length !== 1) {
        fail(
          n.id,
          'stageEdges',
          say(`审核环节「${n.name.zh}」须有且仅有一条出线，分支请用网关`, `Stage ${n.id} has one edge out; branch with a gateway`),
        );
      }
      if (n.candidates.length === 0 || n.candidates.every(emptyRule)) {
        fail(n.id, 'noCandidates', say(`审核环节「${n.name.zh}」没有审核人`, `Stage ${n.id} has no candidates`));
      }
      if (
        !Number.isInteger(n.dueHours) ||
        n.dueHours < 1 ||
        (n.dueHoursWhen && !(Number.isInteger(n.dueHoursWhen.hours) && n.dueHoursWhen.hours >= 1))
      ) {
        fail(n.id, 'dueHours', say(`审核环节「${n.name.zh}」的办理时限须为正整数小时`, `Stage ${n.id} needs a due time of whole hours`));
      }
      const named = [
        ...(n.fields?.visible ?? []),
        ...(n.fields?.editable ?? []),
        ...(n.fields?.requiredOnApprove ?? []),
        ...(n.dueHoursWhen ? [n.dueHoursWhen.field] : []),
      ];
      for (const f of opts.fields ? named.filter((f) => !opts.fields!.includes(f)) : []) {
        fail(n.id, 'unknownField', say(`审核环节「${n.name.zh}」的字段权限指向不存在的字段「${f}」`, `Stage ${n.id} names no field ${f}`));
      }
    }
    if (n.kind === 'choice') {
      const defaults = out.filter((e) => e.isDefault);
      const bare = out.filter((e) => !e.isDefault && !e.condition);
      if (out.length < 2 || defaults.length > 1 || bare.length > 0) {
        fail(
          n.id,
          'choiceBranches',
          say(
            '排他网关须有两条以上出线，每条带条件，至多一条为默认',
            'A choice has two or more edges out, each with a condition but at most one default',
          ),
        );
      }
    }
    if (n.kind !== 'choice') {
      for (const e of out.filter((e) => e.condition)) {
        fail(
          e.id,
          'conditionOutsideChoice',
          say(`连线「${e.id}」的条件只能出自排他网关`, `Edge ${e.id} has a condition but does not leave a choice`),
        );
      }
    }
  }

  const fromStart = reach(
    starts.map((s) => s.id),
    edges,
    false,
  );
  const toEnd = reach(
    model.nodes.filter((n) => n.kind === 'end').map((n) => n.id),
    edges,
    true,
  );
  for (const n of model.nodes) {
    if (n.kind === 'start') continue;
    if (!fromStart.has(n.id))
      fail(n.id, 'unreachable', say(`节点「${nodeName(n)}」从开始节点无法到达`, `Node ${n.id} cannot be reached from the start`));
    else if (n.kind !== 'end' && !toEnd.has(n.id)) {
      fail(
        n.id,
        'noExit',
        say(`节点「${nodeName(n)}」无法到达结束节点(循环没有出口)`, `Node ${n.id} cannot reach an end (a cycle without an exit)`),
      );
    }
  }
  for (const p of parallelBlockProblems(model)) fail(p.element, 'parallelBlock', blockMessage(p));
  return errors;
}

function blockMessage(p: BlockProblem): I18nText {
  const id = p.element;
  switch (p.why) {
    case 'shape':
      return say(`并行网关「${id}」须为一进多出(分支)或多进一出(汇聚)`, `Parallel gateway ${id} is a split (one in) or a join (one out)`);
    case 'unpaired':
      return say(`并行网关「${id}」的各分支须汇聚到同一个并行网关`, `The branches of parallel gateway ${id} must meet at one join`);
    case 'leaves':
      return say(`并行网关「${id}」的分支未汇聚就到达结束节点`, `A branch of parallel gateway ${id} reaches an end before its join`);
    case 'nested':
      return say(`并行网关「${id}」的分支内不能再嵌套并行分支`, `Parallel gateway ${id} has a split inside a branch (blocks do not nest)`);
    case 'orphanJoin':
      return say(`汇聚网关「${id}」没有对应的并行分支`, `Join ${id} closes no parallel split`);
  }
}
