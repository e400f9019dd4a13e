export type ApiErrorKind =
  /** HTTP 200 with `success: false`: the server refused and said why. */
  | 'rejected'
  /** HTTP 401: the session is over. */
  | 'unauthorized'
  /** Any other non-2xx answer. */
  | 'http'
  /** The request never got an answer (offline, DNS, CORS, reset). */
  | 'network'
  /** The answer does not match the contract. */
  | 'contract';

/** The one error type every generated call throws; `message` is the server's own, if it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    options: {
      status?: number | null;
      serverMessage?: string | null;
      body?: unknown;
      cause?: unknown;
    },
  ) {
    super(
      options.serverMessage ?? `API ${kind} error${options.status ? ` (${options.status})` : ''}`,
      {
        cause: options.cause,
      },
    );
    this.kind = kind;
    this.status = options.status ?? null;
    this.serverMessage = options.serverMessage ?? null;
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** i18n key of the fallback text shown when the server gave no message. */
export function apiErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.unexpected';
  return `errors.${error.kind}`;
}
