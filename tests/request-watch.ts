import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { mockServer } from '@mocks/node';

export interface SeenRequest {
  path: string;
  body: Promise<unknown>;
}

/** Records into `seen` what the app sends to the mock backend, while it listens. */
function recorder(seen: SeenRequest[]) {
  return ({ request }: { request: Request }) => {
    const clone = request.clone();
    seen.push({
      path: new URL(request.url).pathname,
      body: clone.text().then((text) => (text ? (JSON.parse(text) as unknown) : undefined)),
    });
  };
}

function queries(seen: SeenRequest[]) {
  const to = (suffix: string) => seen.filter((request) => request.path.endsWith(suffix));
  return {
    /** The paths requested so far, in order. */
    paths: () => seen.map((request) => request.path),
    /** The requests whose path ends with `suffix`. */
    to,
    /** The bodies of the requests whose path ends with `suffix`, in order. */
    bodiesTo: (suffix: string) => Promise.all(to(suffix).map((request) => request.body)),
  };
}

export type RequestWatch = ReturnType<typeof queries>;

/** Records every request the app sends to the mock backend until `stop()`. */
export function watchRequests() {
  const seen: SeenRequest[] = [];
  const listener = recorder(seen);
  mockServer.events.on('request:start', listener);
  return {
    ...queries(seen),
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

/** Records the requests of each test of the file (call it at the top): each starts with none. */
export function watchRequestsOfEachTest(): RequestWatch {
  const seen: SeenRequest[] = [];
  const listener = recorder(seen);
  beforeEach(() => {
    seen.length = 0;
    mockServer.events.on('request:start', listener);
  });
  afterEach(() => {
    mockServer.events.removeListener('request:start', listener);
  });
  return queries(seen);
}

/**
 * A toast left from an earlier test leaves the screen about 1 s after the next render; wait for
 * that before provoking the same message again, so the assertion sees the new one.
 */
export async function expectNoText(text: string): Promise<void> {
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}
