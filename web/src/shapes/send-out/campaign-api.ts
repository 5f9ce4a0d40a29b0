import { request, requestBlob, type Schemas } from '../../api';

/**
 * The sender's campaign calls of a module with `sendOut` (beyond calls.tsv). No catalogue module has
 * the shape yet, so they are typed by the components the shape names (`consoleSchemas` on the server).
 */
export type SendBody = Schemas['CampaignSendBody'];
export type Sent = Schemas['CampaignSent'];
export type CampaignPage = Schemas['CampaignPage'];
export type Campaign = CampaignPage['records'][number];
export type CampaignDetail = Schemas['CampaignDetail'];
export type Invitation = CampaignDetail['invitations']['records'][number];
export type Reminded = Schemas['CampaignReminded'];
export type CampaignResults = Schemas['CampaignResults'];

const base = (module: string) => `/api/blade-crop/crop/${encodeURIComponent(module)}/campaign`;

export const campaignCalls = {
  send: (module: string, body: SendBody) => request<Sent>(`${base(module)}/send`, { method: 'POST', json: body }),
  list: (module: string, current = 1) => request<CampaignPage>(`${base(module)}/list`, { query: { current, size: 50 } }),
  detail: (module: string, id: string) => request<CampaignDetail>(`${base(module)}/detail`, { query: { id, size: 500 } }),
  remind: (module: string, id: string) => request<Reminded>(`${base(module)}/remind`, { method: 'POST', json: { id } }),
  close: (module: string, id: string) => request<Schemas['CampaignClosed']>(`${base(module)}/close`, { method: 'POST', json: { id } }),
  results: (module: string, id: string) => request<CampaignResults>(`${base(module)}/results`, { query: { id } }),
  exportResults: (module: string, id: string) => requestBlob(`${base(module)}/export`, { query: { id } }),
};

/** Mobiles pasted one a line, or separated by commas, spaces or 、: each kept once, in order. */
export function pastedMobiles(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，、;；]+/)
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  ];
}
