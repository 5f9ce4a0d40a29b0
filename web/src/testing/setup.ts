// Before each component test file (vitest's `components` project): Testing Library's cleanup after
// every test, and a test whose component called the API where no answer was recorded fails.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { clearSession } from '../api';
import { takeUnanswered } from './fake-api-in-use';

// The machine the tests run on may be busy: a find waits up to five seconds, not one.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
  expect(takeUnanswered(), 'calls the fake API had no answer for').toEqual([]);
});
