// Item 3 of issue 8: in production the portal refuses to start on a default secret, and reads the
// certificates it needs to talk to Temporal over mutual TLS.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../services';
import { devServerArgs } from '../../services/platform/entry-points';

const dataDir = () => mkdtempSync(join(tmpdir(), 'union-portal-'));

// A self-signed certificate (CN portal-worker) with its key, and a key that does not belong to it.
const CERT = `-----BEGIN CERTIFICATE-----
MIIBhzCCAS2gAwIBAgIUA/befEOK23zzloZLADVYmczEOcIwCgYIKoZIzj0EAwIw
GDEWMBQGA1UEAwwNcG9ydGFsLXdvcmtlcjAgFw0yNjExMjMxMjUyMDFaGA8yMTI2
MTAzMDEyNTIwMVowGDEWMBQGA1UEAwwNcG9ydGFsLXdvcmtlcjBZMBMGByqGSM49
AgEGCCqGSM49AwEHA0IABPVriSTVeOEyJsakw1uQDJQaDUDtK5Aq5IBO0ALhwYBE
Lr8mw2yjB4GdCPSNnMxqRUW+Kp0p7m8012TYdVAJ6iSjUzBRMB0GA1UdDgQWBBRT
U4xaWpzl+9y5oj6YwJgjMeLfoTAfBgNVHSMEGDAWgBRTU4xaWpzl+9y5oj6YwJgj
MeLfoTAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIEYJsDVVrBTX
QEbyRTFX3lxPXc9wkGTg3LK9P8PDysWBAiEAsezhnFRc/Gkpi8h/Rk0rvkjqX7/M
jSPHwH5jgWdLaec=
-----END CERTIFICATE-----
`;
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgJpVGmwrg4R+JPA0D
iWihYS3Gm07uU+I26MVHgJPx6UehRANCAAT1a4kk1XjhMibGpMNbkAyUGg1A7SuQ
KuSATtAC4cGARC6/JsNsoweBnQj0jZzMakVFviqdKe5vNNdk2HVQCeok
-----END PRIVATE KEY-----
`;
const OTHER_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg29KMhYLfG4UuuYHO
joPKVn44SDqdxpyr4o1xZnDuAmOhRANCAAT1zfAE5gpHmIsGJCrZJ4lwssIdxZVX
MkqDZQJAL3eoEONxXKoBGBkgoXcN5RzvSCM6p8uC0VirxHBoprcCTmm/
-----END PRIVATE KEY-----
`;

/** A production environment with every secret chosen by its operator. */
const GOOD: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal:pw@db:5432/union_portal',
  TEMPORAL_ADDRESS: 'temporal:7233',
  JWT_SECRET: 'k2R9vQx7Lm3Tz8Wp4Yc6Nb1Hs5Jd0Fg2Aa7Ee',
  PERSON_KEY_SECRET: 'p8Lq3Vz6Tn1Xw4Rk7Yb2Hc5Jm9Fd0Gs3Ae6Ui',
  CLIENT_SECRET: 'Yx4mP9qL2vT7wB3n',
  S3_ENDPOINT: 'http://minio:9000',
  S3_BUCKET: 'union-portal',
  S3_ACCESS_KEY_ID: 'union-portal-app',
  S3_SECRET_ACCESS_KEY: 'Qw8eRt5yUi2oPa7sDf4g',
  SEED_DEMO: 'false',
};

function start(changes: Record<string, string | undefined>) {
  const env: Record<string, string> = { ...GOOD };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return () => loadConfig(env, { dataDir: dataDir() });
}

function pemFile(content: string): string {
  const path = join(dataDir(), 'file.pem');
  writeFileSync(path, content);
  return path;
}

describe('production refuses to start on a default secret', () => {
  it('accepts a configuration whose secrets are all its own', () => {
    const config = start({})();
    expect(config.production).toBe(true);
    expect(config.clientSecret).toBe(GOOD.CLIENT_SECRET);
    expect(config.temporalTls).toBeUndefined();
  });

  it('refuses an unset CLIENT_SECRET, naming the variable', () => {
    expect(start({ CLIENT_SECRET: undefined })).toThrow(/CLIENT_SECRET/);
  });

  it('refuses CLIENT_SECRET web_secret, the seeded client’s published secret', () => {
    expect(start({ CLIENT_SECRET: 'web_secret' })).toThrow(/CLIENT_SECRET/);
  });

  it('refuses an unset JWT_SECRET, naming the variable', () => {
    expect(start({ JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
  });

  it('refuses an unset PERSON_KEY_SECRET, naming the variable', () => {
    expect(start({ PERSON_KEY_SECRET: undefined })).toThrow(/PERSON_KEY_SECRET/);
  });

  it('refuses a weak JWT_SECRET, naming the variable', () => {
    expect(start({ JWT_SECRET: 'changeme' })).toThrow(/JWT_SECRET/);
  });

  it.each([
    ['MinIO’s root user minioadmin', 'S3_ACCESS_KEY_ID', 'minioadmin'],
    ['MinIO’s root password minioadmin', 'S3_SECRET_ACCESS_KEY', 'minioadmin'],
    ['the AWS documentation’s example key', 'S3_ACCESS_KEY_ID', 'AKIAIOSFODNN7EXAMPLE'],
    ['the AWS documentation’s example secret', 'S3_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
    ['the compose file’s former default user portal', 'S3_ACCESS_KEY_ID', 'portal'],
    ['a short object-store secret', 'S3_SECRET_ACCESS_KEY', 'minio123'],
  ])('refuses %s, naming %s', (_what, name, value) => {
    expect(start({ [name]: value })).toThrow(new RegExp(name));
  });

  it('refuses demo seeding without a DEMO_PASSWORD of the operator’s choice', () => {
    expect(start({ SEED_DEMO: 'true', DEMO_PASSWORD: undefined })).toThrow(/DEMO_PASSWORD/);
  });

  it('refuses demo seeding with a known demo password', () => {
    expect(start({ SEED_DEMO: 'true', DEMO_PASSWORD: 'Demo-Passw0rd!' })).toThrow(/DEMO_PASSWORD/);
  });

  it('accepts demo seeding with a strong DEMO_PASSWORD', () => {
    expect(start({ SEED_DEMO: 'true', DEMO_PASSWORD: 'Tr4il-Run-Only-2026' })().seedDemo).toBe(true);
  });

  it('keeps the embedded defaults outside production, so `npm start` needs nothing', () => {
    const config = loadConfig({}, { dataDir: dataDir() });
    expect(config.clientSecret).toBe('web_secret');
  });
});

describe('the Temporal connection over mutual TLS', () => {
  it('reads the client certificate, key, CA and server name into the SDK’s TLS options', () => {
    const config = start({
      TEMPORAL_TLS_CERT: pemFile(CERT),
      TEMPORAL_TLS_KEY: pemFile(KEY),
      TEMPORAL_TLS_CA: pemFile(CERT),
      TEMPORAL_TLS_SERVER_NAME: 'temporal.internal',
    })();
    expect(config.temporalTls?.serverNameOverride).toBe('temporal.internal');
    expect(config.temporalTls?.serverRootCACertificate?.toString()).toBe(CERT);
    expect(config.temporalTls?.clientCertPair?.crt.toString()).toBe(CERT);
    expect(config.temporalTls?.clientCertPair?.key.toString()).toBe(KEY);
  });

  it('takes PEM text in the variable as well as a file path', () => {
    const config = start({ TEMPORAL_TLS_CERT: CERT, TEMPORAL_TLS_KEY: KEY })();
    expect(config.temporalTls?.clientCertPair?.crt.toString()).toBe(CERT);
  });

  it('turns TLS on with the server’s CA alone (no client certificate)', () => {
    const config = start({ TEMPORAL_TLS_CA: pemFile(CERT) })();
    expect(config.temporalTls).toEqual({ serverRootCACertificate: Buffer.from(CERT) });
  });

  it('refuses a certificate without its key', () => {
    expect(start({ TEMPORAL_TLS_CERT: pemFile(CERT) })).toThrow(/TEMPORAL_TLS_KEY/);
  });

  it('refuses a key without its certificate', () => {
    expect(start({ TEMPORAL_TLS_KEY: pemFile(KEY) })).toThrow(/TEMPORAL_TLS_CERT/);
  });

  it('refuses a file that does not exist, naming the variable', () => {
    expect(start({ TEMPORAL_TLS_CA: '/nonexistent/ca.pem' })).toThrow(/TEMPORAL_TLS_CA/);
  });

  it('refuses a certificate that is not one', () => {
    expect(start({ TEMPORAL_TLS_CERT: pemFile('hello'), TEMPORAL_TLS_KEY: pemFile(KEY) })).toThrow(/TEMPORAL_TLS_CERT/);
  });

  it('refuses a key that does not belong to the certificate', () => {
    expect(start({ TEMPORAL_TLS_CERT: pemFile(CERT), TEMPORAL_TLS_KEY: pemFile(OTHER_KEY) })).toThrow(/TEMPORAL_TLS_KEY/);
  });

  it('refuses TLS settings without TEMPORAL_ADDRESS (the local dev server is plain)', () => {
    expect(start({ TEMPORAL_ADDRESS: undefined, TEMPORAL_TLS_CA: pemFile(CERT) })).toThrow(/TEMPORAL_ADDRESS/);
  });

  it('takes a token for an authorising server, over TLS only', () => {
    expect(start({ TEMPORAL_TLS_CA: pemFile(CERT), TEMPORAL_API_KEY: 'eyJhbGciOiJSUzI1NiJ9.e30.sig' })().temporalApiKey).toBe(
      'eyJhbGciOiJSUzI1NiJ9.e30.sig',
    );
    expect(start({ TEMPORAL_API_KEY: 'eyJhbGciOiJSUzI1NiJ9.e30.sig' })).toThrow(/TEMPORAL_API_KEY needs TLS/);
  });

  it('refuses a server name that is not a host name', () => {
    expect(start({ TEMPORAL_TLS_CA: pemFile(CERT), TEMPORAL_TLS_SERVER_NAME: 'bad name/x' })).toThrow(/TEMPORAL_TLS_SERVER_NAME/);
  });
});

describe('the local Temporal dev server', () => {
  it('binds its front end and its Web UI to 127.0.0.1 only', () => {
    const args = devServerArgs({ dataDir: '/tmp/x', port: 7233, uiPort: 8233 });
    expect(args[args.indexOf('--ip') + 1]).toBe('127.0.0.1');
    expect(args[args.indexOf('--ui-ip') + 1]).toBe('127.0.0.1');
  });
});
