import { CONFETTI_PARTICLES } from '@/shared/config/constants';

// Above the dialog layer (dialog.module.css backdrop z-index 1000).
const CONFETTI_Z_INDEX = 2000;

/** Fires the celebration confetti (150 particles); canvas-confetti loads on first use. */
export async function fireConfetti(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  // Drawn on the page, not in a worker: the library makes its worker from a blob: address,
  // which the site's policy (Trusted Types, worker-src) refuses.
  const cannon = confetti.create(undefined, { resize: true, useWorker: false });
  await cannon({
    particleCount: CONFETTI_PARTICLES,
    spread: 90,
    startVelocity: 45,
    origin: { y: 0.6 },
    zIndex: CONFETTI_Z_INDEX,
    disableForReducedMotion: true,
  });
}
