import { HttpResponse } from 'msw';
import { liraText, momentText } from '../../domain/message-format.ts';

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

/** The server's message in the request's language (x-locale; Turkish by default). */
export function say(request: Request, tr: string, en: string): string {
  return request.headers.get('x-locale') === 'en' ? en : tr;
}

/** Lira as the server writes it in a message: ₺1.250,75 (tr) or ₺1,250.75 (en). */
export function lira(request: Request, value: number): string {
  return liraIn(request.headers.get('x-locale') === 'en' ? 'en' : 'tr', value);
}

/** Lira in a language, for a message sent without a request (a confirmation a moment later). */
export function liraIn(language: 'tr' | 'en', value: number): string {
  return liraText(language, value);
}

/** A moment as the server writes it in a message, in the site's time zone: 26.11.2026 14:00. */
export function moment(request: Request, time: number): string {
  return momentText(request.headers.get('x-locale') === 'en' ? 'en' : 'tr', time);
}
