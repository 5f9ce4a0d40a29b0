import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../api';
import { CORP1_LOGIN } from '../../../testing';
import { SessionProvider } from './SessionProvider';
import { useSession } from './use-session';
import type { SessionValue } from './session-context';

let session: SessionValue | undefined;

function Probe() {
  session = useSession();
  return <output data-testid="end-reason">{session.user ? 'signed-in' : (session.endReason ?? 'none')}</output>;
}

describe('the session provider', () => {
  it('keeps why a session ended when a reasonless drop follows before the next render', () => {
    saveSession(CORP1_LOGIN);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('end-reason').textContent).toBe('signed-in');
    // A 401 ends the session; the token check then finds the cookie gone, in the same tick.
    act(() => {
      session!.drop('unauthor');
      session!.drop();
    });
    expect(screen.getByTestId('end-reason').textContent).toBe('unauthor');
  });

  it('ends a signed-in session without a reason when the token is simply gone', () => {
    saveSession(CORP1_LOGIN);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    act(() => session!.drop());
    expect(screen.getByTestId('end-reason').textContent).toBe('none');
  });
});
