import { liveChatScriptUrl } from '@/shared/html/trusted-types';

// Loads the live-chat widget (site setting `livechatid` holds its licence id). The vendor's
// script is injected once; `ready` resolves false when it fails or is not ready in time.
const SCRIPT_URL = 'https://cdn.livechatinc.com/tracking.js';

interface LiveChatWidget {
  call: (method: 'maximize' | 'minimize') => void;
  on: (event: 'ready', callback: () => void) => void;
}

declare global {
  interface Window {
    __lc?: { license: number | string };
    LiveChatWidget?: LiveChatWidget;
  }
}

let loading: Promise<boolean> | null = null;

export function loadLiveChat(license: string, timeoutMs: number): Promise<boolean> {
  loading ??= new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    window.__lc = { license };
    const script = document.createElement('script');
    script.async = true;
    // Trusted by the site's policy because the site adds it ('strict-dynamic'), and so is
    // what the vendor's loader adds.
    script.src = liveChatScriptUrl(SCRIPT_URL);
    script.onerror = () => done(false);
    script.onload = () => {
      const widget = window.LiveChatWidget;
      if (widget) widget.on('ready', () => done(true));
      else done(false);
    };
    document.head.append(script);
  }).then((ok) => {
    // A failed attempt may be retried on the next request.
    if (!ok) loading = null;
    return ok;
  });
  return loading;
}

export function showLiveChatWindow(): void {
  window.LiveChatWidget?.call('maximize');
}
