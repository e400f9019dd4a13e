import { HttpResponse } from 'msw';

// Answers in the contract's envelope. A thrown response is what MSW sends (401 and the like).
export function ok<T>(data: T, message: string | null = null) {
  return { success: true as const, message, data };
}

export function refused(message: string) {
  return { success: false as const, message, data: null };
}

export function unauthorized(): never {
  throw HttpResponse.json(
    { success: false, message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.' },
    { status: 401 },
  );
}
