import { watchRequestsOfEachTest } from '../../request-watch';

/** Records each test's requests to the mock backend, with the recovery calls picked out. */
export function watchRecoveryRequests() {
  const watch = watchRequestsOfEachTest();
  return {
    ...watch,
    /** The paths of the recovery calls sent so far (auth/...). */
    recoveryCalls: () =>
      watch
        .paths()
        .filter((path) =>
          /\/auth\/(sendresetpassword|checkresetcode|changepasswordwithcode)$/.test(path),
        ),
    bodyOf: async (suffix: string) => {
      const [request] = watch.to(suffix);
      if (!request) throw new Error(`no request to ${suffix}`);
      return request.body;
    },
  };
}

export { expectNoText } from '../../request-watch';

/** A promise the test settles by hand: keeps a request in flight. */
export function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
