import type { BranchCondition, CandidateRule, FlowEdge, FlowNode, Lang } from '../../../../catalogue';
import { translate } from '../../../../i18n';
import type { FlowAdminTexts } from '../texts';

/** Names the designer shows for ids: roles by alias, users by id, fields by key. */
export interface NameBook {
  roles?: Record<string, string>;
  users?: Record<string, string>;
  fields?: Record<string, string>;
}

/** Fen as yuan, without trailing zeros: 5000000 → 50000. */
export function fenToYuan(fen: number): string {
  return (fen / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** Yuan typed by the admin as fen (whole): '500.5' → 50050; not a number → undefined. */
export function yuanToFen(yuan: string): number | undefined {
  const n = Number(yuan.trim());
  return yuan.trim() !== '' && Number.isFinite(n) ? Math.round(n * 100) : undefined;
}

/** One candidate rule in words: 角色：总工会审核员 (Role: Federation reviewer). */
export function describeCandidate(rule: CandidateRule, ft: FlowAdminTexts, lang: Lang, names: NameBook = {}): string {
  const colon = translate(lang, 'punct.colon');
  switch (rule.kind) {
    case 'applicantParent':
      return ft('cand_applicantParent');
    case 'role':
      return `${ft('cand_role')}${colon}${names.roles?.[rule.role] ?? rule.role}`;
    case 'roleAtLevel':
      return `${ft(`level_${rule.level}`)} · ${names.roles?.[rule.role] ?? rule.role}`;
    case 'users':
      return `${ft('cand_users')}${colon}${rule.userIds.map((id) => names.users?.[id] ?? id).join(translate(lang, 'punct.list')) || '—'}`;
    case 'formUnion':
      return `${ft('cand_formUnion')}${colon}${names.fields?.[rule.field] ?? rule.field}`;
    case 'dataScope':
      return `${ft('cand_dataScope')}${translate(lang, 'punct.paren', { text: rule.resource === 'record' ? ft('resource_record') : rule.resource })}`;
  }
}

/** Candidate rules in words, one after another: 申请单位的上级工会；角色：总工会审核员. */
export function describeCandidates(rules: readonly CandidateRule[], ft: FlowAdminTexts, lang: Lang, names: NameBook = {}): string {
  return rules.map((c) => describeCandidate(c, ft, lang, names)).join(translate(lang, 'punct.semicolon'));
}

/** A branch condition in words: 金额 大于 50000元. */
export function describeCondition(c: BranchCondition, ft: FlowAdminTexts, lang: Lang, names: NameBook = {}): string {
  const list = translate(lang, 'punct.list');
  switch (c.kind) {
    case 'unionKind':
      return `${ft('cond_unionKind')}${translate(lang, 'punct.colon')}${c.in.map((k) => ft(`unionKind_${k}`)).join(list)}`;
    case 'field': {
      const value = Array.isArray(c.value) ? c.value.join(list) : c.value;
      return `${names.fields?.[c.field] ?? c.field} ${ft(`op_${c.op}`)} ${value}`;
    }
    case 'amount':
      return `${names.fields?.[c.field] ?? c.field} ${ft(`op_${c.op}`)} ${fenToYuan(c.value)}${lang === 'en' ? ' ' : ''}${ft('yuan')}`;
  }
}

/** The label of an edge in the diagram: its condition, 默认分支, or nothing. */
export function edgeLabel(edge: FlowEdge, ft: FlowAdminTexts, lang: Lang, names: NameBook = {}): string {
  if (edge.isDefault) return ft('cond_default');
  return edge.condition ? describeCondition(edge.condition, ft, lang, names) : '';
}

/** A stage's or choice's own name in the current language, if it has one. */
function ownName(node: FlowNode, lang: Lang): string | undefined {
  if ((node.kind === 'stage' || node.kind === 'choice') && node.name) return node.name[lang] || node.name.zh || undefined;
  return undefined;
}

/** A node's name in the current language: a stage's or choice's own, else its kind. */
export function nodeName(node: FlowNode, lang: Lang, ft: FlowAdminTexts): string {
  return ownName(node, lang) ?? ft(`node_${node.kind}`);
}

/** The heading of a node's editor: its kind, then its own name when it has one (a gateway is named by its kind once). */
export function nodeHeading(node: FlowNode, lang: Lang, ft: FlowAdminTexts): string {
  const kind = ft(`node_${node.kind}`);
  const own = ownName(node, lang);
  return own && own !== kind ? `${kind} · ${own}` : kind;
}
