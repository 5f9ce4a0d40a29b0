// The follow page links each flow to the Temporal Web UI: TEMPORAL_UI_URL, checked at start like every setting.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../services';
import { temporalUrl } from '../../services/flow/follow';

const config = (env: Record<string, string>) => loadConfig(env, { dataDir: mkdtempSync(join(tmpdir(), 'union-portal-')) });

describe('the Temporal Web UI link', () => {
  it('defaults to the dev server’s UI on port 8233', () => {
    expect(config({}).temporalUiUrl).toBe('http://localhost:8233');
  });

  it('links a flow in its namespace', () => {
    const c = config({ TEMPORAL_UI_URL: 'https://temporal.example.org/ui/', TEMPORAL_NAMESPACE: 'portal' });
    expect(temporalUrl(c, 'setup1-123')).toBe('https://temporal.example.org/ui/namespaces/portal/workflows/setup1-123');
  });

  it.each(['temporal.example.org', 'ftp://temporal.example.org', 'https://u:p@temporal.example.org', 'https://t.example.org/?a=1'])(
    'stops the start on %s, naming the variable',
    (value) => {
      expect(() => config({ TEMPORAL_UI_URL: value })).toThrow(/TEMPORAL_UI_URL/);
    },
  );
});
