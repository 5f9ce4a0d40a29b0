// Before each component test file (vitest's `components` project): Testing Library's cleanup after
// every test, and a test whose component called the API where no answer was recorded fails.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { clearSession, toast } from '../api';
import { loadTexts, saveLang } from '../i18n';
import { takeUnanswered } from './fake-api-in-use';

// The machine the tests run on may be busy: a find waits up to five seconds, not one.
configure({ asyncUtilTimeout: 5000 });

// Both languages from the start, as in a console opened in English (main.tsx loads the table before the first draw).
await loadTexts('en');

// A worker's files share its modules and its DOM (the components project does not isolate them, for
// speed): each file starts as a console freshly opened would, in Chinese, with an empty page.
beforeAll(() => {
  saveLang('zh');
  localStorage.clear();
  toast.clear();
});

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
  expect(takeUnanswered(), 'calls the fake API had no answer for').toEqual([]);
});

// React's scheduler may still hold work for a root no test unmounts (Blueprint's toaster renders into a
// root of its own) when the file ends: let it run while the DOM is still there, not after jsdom is gone
// ("window is not defined", seen once in CI from ChildrenRoutes.test.tsx).
afterAll(() => new Promise<void>((done) => setTimeout(done, 100)));
