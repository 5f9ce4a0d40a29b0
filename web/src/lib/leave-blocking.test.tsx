import { act, render, screen, waitFor } from '@testing-library/react';
import type { Blocker } from 'react-router-dom';
import { Link, unstable_HistoryRouter as HistoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createGuardedHistory, useLeaveBlocker } from './leave-blocking';

let shown: Blocker | null = null;
/** Whether the form has unsaved work, read when a navigation is asked for (as useLeaveGuard reads its form). */
let unsaved = false;

/** A form page that holds every navigation to another path while its work is unsaved. */
function Form() {
  shown = useLeaveBlocker((from, to) => from !== to && unsaved);
  return <Link to="/home">home</Link>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function console(dirty: boolean) {
  unsaved = dirty;
  window.history.replaceState(null, '', '/form');
  const history = createGuardedHistory();
  render(
    <HistoryRouter history={history}>
      <Where />
      <Routes>
        <Route path="/form" element={<Form />} />
        <Route path="/home" element={<p>home page</p>} />
      </Routes>
    </HistoryRouter>,
  );
  return history;
}

const where = () => screen.getByTestId('where').textContent;

describe("the console's history, without a data router", () => {
  it('holds a link away from unsaved work, stays on reset and leaves on proceed', async () => {
    console(true);
    act(() => screen.getByText('home').click());
    expect(shown?.state).toBe('blocked');
    expect(shown?.location?.pathname).toBe('/home');
    expect(where()).toBe('/form');
    act(() => shown?.reset?.());
    expect(shown?.state).toBe('unblocked');
    expect(where()).toBe('/form');
    act(() => screen.getByText('home').click());
    act(() => shown?.proceed?.());
    await waitFor(() => expect(where()).toBe('/home'));
    expect(window.location.pathname).toBe('/home');
  });

  it('lets a link go when nothing is unsaved', async () => {
    console(false);
    act(() => screen.getByText('home').click());
    await waitFor(() => expect(where()).toBe('/home'));
  });

  it('undoes a back button away from unsaved work, and goes back on proceed', async () => {
    const history = console(false);
    // At /form on top of /home, then the form gets unsaved work.
    act(() => history.push('/home'));
    act(() => history.push('/form'));
    await waitFor(() => expect(where()).toBe('/form'));
    unsaved = true;
    act(() => window.history.back());
    await waitFor(() => expect(shown?.state).toBe('blocked'));
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(where()).toBe('/form');
    act(() => shown?.proceed?.());
    await waitFor(() => expect(where()).toBe('/home'));
  });
});
