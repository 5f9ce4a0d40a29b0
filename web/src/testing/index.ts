/** Test support for the console's component tests (vitest's `components` project, jsdom). */
export { renderConsole, type ConsoleOptions, type RenderedConsole } from './render-console';
export { FakeApi, type FakeCall, type FakeRoute } from './fake-api';
export { CORP1_INFO, CORP1_LOGIN, moduleButtons, moduleMenu } from './answers/session';
export { savedDownloads } from './saved-downloads';
