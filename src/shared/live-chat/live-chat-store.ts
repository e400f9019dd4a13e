import { createStore, useStore } from '@/shared/store/create-store';

// The live-chat control flips this flag; the live-chat loader opens the chat window.
const chatOpen = createStore(false);

export function openLiveChat(): void {
  chatOpen.set(true);
}

export function closeLiveChat(): void {
  chatOpen.set(false);
}

export function toggleLiveChat(): void {
  chatOpen.set((open) => !open);
}

export function useLiveChatOpen(): boolean {
  return useStore(chatOpen);
}
