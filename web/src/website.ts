/// <reference types="vite/client" />
/**
 * The console's constants from the specification (section 9), in one place. None is a secret: the
 * client secret of `web` identifies a public client and authenticates nothing.
 */
export const website = {
  clientId: 'web',
  // A production build takes the deployment's CLIENT_SECRET (the server refuses web_secret there).
  clientSecret: import.meta.env?.VITE_CLIENT_SECRET || 'web_secret',
  tenantMode: true,
  defaultTenant: '000000',
  captchaMode: true,
  /** Seconds after login at which the access token is renewed (token time 3000). */
  tokenTime: 3000,
  /** How often the renewal is checked. */
  tokenCheckMs: 60_000,
  tokenHeader: 'Miidc-Auth',
  /** Seconds of margin kept before `expires_in` when the server's tokens live shorter than `tokenTime`. */
  tokenMarginSeconds: 120,
  requestTimeoutMs: 60_000,
  avatarMaxBytes: 500 * 1024,
  guideSteps: { corp: 1, launion: 22 } as Record<string, number>,
} as const;
