import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { ConfigError } from './config-error';

/**
 * TLS to the Temporal front end, in the shape the SDK's Connection and NativeConnection take as
 * `tls`: the server's CA, the client certificate pair for mutual TLS, and the name the server's
 * certificate carries when it differs from the address's host.
 */
export interface TemporalTlsConfig {
  serverNameOverride?: string;
  serverRootCACertificate?: Buffer;
  clientCertPair?: { crt: Buffer; key: Buffer };
}

/** PEM text in the variable itself (handy with secret stores), or the path of a PEM file. */
function pem(env: NodeJS.ProcessEnv, name: string): Buffer | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.trimStart().startsWith('-----BEGIN ')) return Buffer.from(raw);
  if (!existsSync(raw)) throw new ConfigError(`${name} must be PEM text or the path of a PEM file; ${raw} does not exist`);
  try {
    return readFileSync(raw);
  } catch (err) {
    throw new ConfigError(`${name}: cannot read ${raw} (${(err as Error).message})`);
  }
}

function certificate(name: string, body: Buffer): X509Certificate {
  try {
    return new X509Certificate(body);
  } catch {
    throw new ConfigError(`${name} is not a PEM certificate`);
  }
}

function privateKey(name: string, body: Buffer): KeyObject {
  try {
    return createPrivateKey(body);
  } catch {
    throw new ConfigError(`${name} is not a PEM private key (an encrypted key cannot be used)`);
  }
}

/**
 * TEMPORAL_TLS_CERT, TEMPORAL_TLS_KEY, TEMPORAL_TLS_CA, TEMPORAL_TLS_SERVER_NAME; any of them turns
 * TLS on. Certificates and keys are checked here so that a bad file stops the start with the
 * variable's name instead of a handshake error later.
 */
export function temporalTls(env: NodeJS.ProcessEnv): TemporalTlsConfig | undefined {
  const crt = pem(env, 'TEMPORAL_TLS_CERT');
  const key = pem(env, 'TEMPORAL_TLS_KEY');
  const ca = pem(env, 'TEMPORAL_TLS_CA');
  const serverName = env.TEMPORAL_TLS_SERVER_NAME?.trim() || undefined;
  if (!crt && !key && !ca && !serverName) return undefined;

  const tls: TemporalTlsConfig = {};
  if (crt || key) {
    if (!key) throw new ConfigError('TEMPORAL_TLS_KEY must be set together with TEMPORAL_TLS_CERT');
    if (!crt) throw new ConfigError('TEMPORAL_TLS_CERT must be set together with TEMPORAL_TLS_KEY');
    const cert = certificate('TEMPORAL_TLS_CERT', crt);
    if (!cert.checkPrivateKey(privateKey('TEMPORAL_TLS_KEY', key))) {
      throw new ConfigError('TEMPORAL_TLS_KEY is not the private key of the certificate in TEMPORAL_TLS_CERT');
    }
    tls.clientCertPair = { crt, key };
  }
  if (ca) {
    certificate('TEMPORAL_TLS_CA', ca);
    tls.serverRootCACertificate = ca;
  }
  if (serverName) {
    if (
      !/^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(serverName)
    ) {
      throw new ConfigError(`TEMPORAL_TLS_SERVER_NAME must be a host name, got "${serverName}"`);
    }
    tls.serverNameOverride = serverName;
  }
  return tls;
}
