// A BPMN file's shape checked before parsing (xmlShape: one pass, no tree), and the parse run in a
// worker thread with a time bound (parseBpmnOffThread), so that no file holds the thread that
// answers every tenant.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BpmnParseStopped, parseBpmn, parseBpmnOffThread, xmlShape } from '../../services/flow/bpmn';

const fixture = readFileSync(new URL('../fixtures/bpmn/federation-grant.bpmn', import.meta.url), 'utf8');
const nested = (n: number) => `<root>${'<a>'.repeat(n)}${'</a>'.repeat(n)}</root>`;

/** Resolves after the event loop has gone round `turns` times (each turn a timer of its own). */
async function loopTurns(turns: number): Promise<number> {
  let done = 0;
  for (; done < turns; done++) await new Promise((resolve) => setTimeout(resolve, 1));
  return done;
}

describe('xmlShape: the scan before any parsing', () => {
  it('counts the elements and their deepest nesting', () => {
    expect(xmlShape('<a><b/><c><d x="1"></d></c></a>')).toEqual({ elements: 4, depth: 3, over: null });
  });

  it('skips comments, CDATA, processing instructions and declarations, and a > inside a quoted value', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE a><!-- <b><b> --><a title="x > <y>" alt='/>'><![CDATA[<c><c>]]></a>`;
    expect(xmlShape(xml)).toEqual({ elements: 1, depth: 1, over: null });
  });

  it('stops at the first limit passed: a file of 100,000 nested elements after 51 of them', () => {
    expect(xmlShape(nested(100_000))).toEqual({ elements: 51, depth: 51, over: 'depth' });
    expect(xmlShape(`<r>${'<a/>'.repeat(30_000)}</r>`, { depth: 50, elements: 20_000 })).toMatchObject({
      elements: 20_001,
      over: 'elements',
    });
  });

  it('lets a modeller’s file through', () => {
    expect(xmlShape(fixture).over).toBeNull();
  });
});

describe('parseBpmnOffThread: reading a file in a worker thread', () => {
  it('answers what parseBpmn answers', async () => {
    expect(await parseBpmnOffThread(fixture, { fields: ['amount'] })).toEqual(await parseBpmn(fixture, { fields: ['amount'] }));
  });

  it('leaves the caller’s thread running while a parse is under way', async () => {
    // The worker holds the job on the latch until this thread, having run on meanwhile, lets it go.
    const latch = new SharedArrayBuffer(4);
    let finished = false;
    const parse = parseBpmnOffThread(fixture, {}, { latch }).then((outcome) => ((finished = true), outcome));
    expect(await loopTurns(20)).toBe(20);
    expect(finished).toBe(false);
    Atomics.store(new Int32Array(latch), 0, 1);
    Atomics.notify(new Int32Array(latch), 0);
    expect(await parse).toHaveProperty('model');
  });

  it('gives up a parse past its time limit, and the next file is read by a fresh worker', async () => {
    const held = parseBpmnOffThread(fixture, {}, { latch: new SharedArrayBuffer(4), timeLimitMs: 300 });
    await expect(held).rejects.toEqual(new BpmnParseStopped('timeLimit'));
    expect(await parseBpmnOffThread(fixture)).toHaveProperty('model');
  });
});
