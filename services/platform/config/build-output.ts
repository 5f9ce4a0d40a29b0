// What the server build (scripts/build-server.ts) made besides the entry points. The build names the
// files through esbuild's `define`; running the sources (tsx, vitest), nothing is defined and each
// caller takes its source path instead.

/** The prebuilt workflow bundle (Temporal's `bundleWorkflowCode`) and the BPMN reader's thread. */
export type BuildOutput = 'workflowBundle' | 'bpmnReaderThread';

// Replaced by the build with an object of paths relative to the repository's root.
declare const PORTAL_BUILD_OUTPUTS: Readonly<Record<BuildOutput, string>> | undefined;

/** The file the server build made for `name`, or undefined when the sources run. */
export function buildOutput(name: BuildOutput): URL | undefined {
  if (typeof PORTAL_BUILD_OUTPUTS === 'undefined') return undefined;
  // The build gives each bundled module its source's import.meta.url: three folders below the root.
  return new URL(`../../../${PORTAL_BUILD_OUTPUTS[name]}`, import.meta.url);
}
