/** What a third-party login answers about the person: a stable id within that provider. */
export interface SocialIdentity {
  uuid: string;
  name?: string;
}

/**
 * A third-party login (WeChat work, DingTalk, a city's unified identity service...): trades the
 * `code` the browser brought back for the person's identity, or throws when the code is bad.
 */
export interface SocialProvider {
  /** The `source` value clients send, e.g. `wechat_enterprise`. */
  readonly source: string;
  authenticate(params: { code: string; state?: string }): Promise<SocialIdentity>;
}

/** The configured providers, by source. Empty by default: the social grant then answers 400. */
export class SocialProviders {
  private readonly bySource = new Map<string, SocialProvider>();

  register(provider: SocialProvider): void {
    this.bySource.set(provider.source, provider);
  }

  unregister(source: string): void {
    this.bySource.delete(source);
  }

  get(source: string): SocialProvider | undefined {
    return this.bySource.get(source);
  }

  get size(): number {
    return this.bySource.size;
  }
}
