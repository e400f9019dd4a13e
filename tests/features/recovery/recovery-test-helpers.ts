import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { mockServer } from '../../../mocks/node';

export interface SeenRequest {
  path: string;
  body: Promise<unknown>;
}

/** Records every request the app sends to the mock backend until `stop()`. */
export function watchRequests() {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const clone = request.clone();
    seen.push({
      path: new URL(request.url).pathname,
      body: clone.text().then((text) => (text ? (JSON.parse(text) as unknown) : undefined)),
    });
  };
  mockServer.events.on('request:start', listener);
  return {
    /** The paths of the recovery calls sent so far (auth/...). */
    recoveryCalls: () =>
      seen
        .map((request) => request.path)
        .filter((path) =>
          /\/auth\/(sendresetpassword|checkresetcode|changepasswordwithcode)$/.test(path),
        ),
    bodyOf: async (suffix: string) => {
      const request = seen.find((item) => item.path.endsWith(suffix));
      if (!request) throw new Error(`no request to ${suffix}`);
      return request.body;
    },
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

/**
 * A toast left from an earlier test leaves the screen about 1 s after the next render; wait for
 * that before provoking the same message again, so the assertion sees the new one.
 */
export async function expectNoText(text: string) {
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

/** A promise the test settles by hand: keeps a request in flight. */
export function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
