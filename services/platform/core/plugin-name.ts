// Fastify names every plugin it registers; a function without a display name is looked for among
// every loaded module's exports (require.cache), once per registration. The app registers a few
// hundred plugins (each module's routes and its shapes'), so that search was a fifth of an app's
// start in a process that has loaded the whole app: the tests' (a stack per file) and the API's.
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/** `plugin`, named `name` for Fastify (its plugin tree and errors say it), so Fastify need not search for it. */
export function named<T extends object>(name: string, plugin: T): T {
  Object.defineProperty(plugin, DISPLAY_NAME, { value: name, configurable: true });
  return plugin;
}
