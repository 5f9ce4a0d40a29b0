// Item 3 of issue 8: the production compose file publishes the portal only; Temporal (no
// authorisation), its Web UI and the object store's console are reachable from the host at most.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const compose = readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');

/**
 * The `ports:` entries of each service, read line by line (no YAML library is a dependency): a
 * service is a two-space-indented key under `services:`, its entries are the list items that follow
 * a `ports:` key.
 */
function publishedPorts(text: string): { service: string; entry: string }[] {
  const found: { service: string; entry: string }[] = [];
  let inServices = false;
  let service = '';
  let portsIndent = -1;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) {
      inServices = /^services:\s*$/.test(line);
      portsIndent = -1;
      continue;
    }
    if (!inServices || /^\s*(#.*)?$/.test(line)) continue;
    const indent = line.search(/\S/);
    const serviceKey = /^ {2}([\w.-]+):\s*$/.exec(line);
    if (serviceKey) {
      service = serviceKey[1]!;
      portsIndent = -1;
      continue;
    }
    if (/^\s+ports:\s*(\[.*\])?\s*$/.test(line)) {
      // A flow list (`ports: ['8080:8080']`) is read too, so it cannot hide an entry.
      const flow = /\[(.*)\]/.exec(line);
      if (flow) for (const item of flow[1]!.split(',')) found.push({ service, entry: unquote(item) });
      else portsIndent = indent;
      continue;
    }
    if (portsIndent >= 0) {
      const item = /^\s+-\s*(.+?)\s*$/.exec(line);
      if (item && indent >= portsIndent) found.push({ service, entry: unquote(item[1]!) });
      else if (indent <= portsIndent) portsIndent = -1;
    }
  }
  return found;
}

function unquote(value: string): string {
  return value.trim().replace(/^['"]|['"]$/g, '');
}

describe('docker-compose.yml', () => {
  const ports = publishedPorts(compose);

  it('publishes the portal on 8080 (its proxy, in front of the API replicas)', () => {
    expect(ports).toContainEqual({ service: 'proxy', entry: '8080:8080' });
  });

  it('publishes nothing else on every interface', () => {
    const open = ports.filter((p) => !(p.service === 'proxy' && p.entry === '8080:8080') && !p.entry.startsWith('127.0.0.1:'));
    expect(open).toEqual([]);
  });

  it('does not publish Temporal’s front end 7233 beyond the host', () => {
    const temporal = ports.filter((p) => /(^|:)7233$/.test(p.entry));
    for (const p of temporal) expect(p.entry.startsWith('127.0.0.1:')).toBe(true);
  });

  it('reads port entries in both list styles (the check itself can fail)', () => {
    const sample = ['services:', '  a:', '    ports:', "      - '7233:7233'", '  b:', '    ports: [\'9001:9001\', "127.0.0.1:1:1"]'].join(
      '\n',
    );
    expect(publishedPorts(sample)).toEqual([
      { service: 'a', entry: '7233:7233' },
      { service: 'b', entry: '9001:9001' },
      { service: 'b', entry: '127.0.0.1:1:1' },
    ]);
  });

  it('has no default for a secret the portal refuses in production', () => {
    expect(compose).not.toMatch(/CLIENT_SECRET:-web_secret/);
    expect(compose).not.toMatch(/MINIO_ROOT_USER:-/);
  });
});
