import { modelOfChain, modules, type FlowGraph, type Lang } from '../../../catalogue';
import { translate } from '../../../i18n';

/** What a model may serve: each module (its own model), and each shared chain, with the graph to start from. */
export function modelCategories(lang: Lang): { value: string; label: string; graph: FlowGraph }[] {
  const entries = Object.values(modules);
  const chains = new Map(entries.map((m) => [m.flowModel.key, m.flowModel]));
  return [
    ...entries.map((m) => ({
      value: m.key,
      label: `${m.title[lang]}${translate(lang, 'punct.paren', { text: m.key })}`,
      graph: { ...modelOfChain(m.flowModel), key: m.key },
    })),
    ...[...chains.values()].map((c) => ({
      value: c.key,
      label: `${c.name[lang]}${translate(lang, 'punct.paren', { text: c.key })}`,
      graph: modelOfChain(c),
    })),
  ];
}
