import { ConfigError } from './config-error';

/**
 * Secrets published with the system this portal replaces (and other well-known ones): never
 * accepted. BladeX / SpringBlade signed with the first one; their JJWT code used its base64 form
 * as the key, so that spelling is the same key. The third is the `blade.token.sign-key` default
 * of a public BladeX-based project.
 */
export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'bladexisapowerfulmicroservicearchitectureupgradedandoptimizedfromacommercialproject',
  'YmxhZGV4aXNhcG93ZXJmdWxtaWNyb3NlcnZpY2VhcmNoaXRlY3R1cmV1cGdyYWRlZGFuZG9wdGltaXplZGZyb21hY29tbWVyY2lhbHByb2plY3Q=',
  '18cfeH2ra31t5TqejCeyDJ5TmnETifQB',
  'secret',
  'changeme',
  'web_secret',
]);

/**
 * Object-store credentials that ship as defaults: MinIO's root account, the AWS documentation's
 * example pair, and the user name docker-compose.yml used to fill in.
 */
const DEFAULT_S3_ACCESS_KEYS = new Set(['minioadmin', 'minio', 'admin', 'root', 'portal', 'AKIAIOSFODNN7EXAMPLE']);
const DEFAULT_S3_SECRETS = new Set(['minioadmin', 'minio123', 'password', 'changeme', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY']);

/** Demo passwords that were ever written down (the tests' and the usual guesses). */
const KNOWN_DEMO_PASSWORDS = new Set(['Demo-Passw0rd!', '123456', 'password', 'admin', 'Admin@123', 'unused']);

/** Values a production start refuses; every message names its variable. */
export interface ProductionSecrets {
  clientSecret: string | undefined;
  s3: { accessKeyId: string; secretAccessKey: string } | undefined;
  seedDemo: boolean;
  demoPassword: string | undefined;
}

/**
 * Production refuses to start on a default secret: the defaults that make `npm start` need nothing
 * are public, so they open the deployment to anyone who read this repository. (JWT_SECRET is
 * checked where it is read.)
 */
export function refuseDefaultSecrets(given: ProductionSecrets): void {
  const clientSecret = given.clientSecret?.trim();
  if (!clientSecret || PUBLISHED_SECRETS.has(clientSecret) || clientSecret.length < 16) {
    throw new ConfigError(
      'CLIENT_SECRET must be set in production to a secret of your own (at least 16 characters, not web_secret); ' +
        'build the console with the same value (see docs/DEPLOYMENT.md)',
    );
  }
  if (given.s3) {
    if (DEFAULT_S3_ACCESS_KEYS.has(given.s3.accessKeyId.trim())) {
      throw new ConfigError('S3_ACCESS_KEY_ID is a default object-store user; give the portal an access key of its own');
    }
    const secret = given.s3.secretAccessKey.trim();
    if (DEFAULT_S3_SECRETS.has(secret) || PUBLISHED_SECRETS.has(secret) || secret.length < 16) {
      throw new ConfigError('S3_SECRET_ACCESS_KEY is a default or short object-store secret; choose one of at least 16 characters');
    }
  }
  if (given.seedDemo) {
    const demo = given.demoPassword?.trim();
    if (!demo || KNOWN_DEMO_PASSWORDS.has(demo) || demo.length < 12) {
      throw new ConfigError(
        'DEMO_PASSWORD must be set in production when SEED_DEMO is on: a password of your own of at least 12 characters',
      );
    }
  }
}
