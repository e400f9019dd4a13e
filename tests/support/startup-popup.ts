import { mockBootstrap } from '@mocks/data/bootstrap-data';
import { markPopupSeen } from '@/features/image-popup/popup-data';

/** The mock backend's startup popup. */
export function bootstrapPopup() {
  const popup = mockBootstrap('localhost').popup;
  if (!popup) throw new Error('the mock bootstrap has no popup');
  return popup;
}

/** Marks the startup popup as seen: it would otherwise open over what a test looks at. */
export function skipStartupPopup(): void {
  markPopupSeen(bootstrapPopup());
}
