import { markPopupSeen } from '@/features/image-popup/popup-data';
import { mockBootstrap } from '../../../mocks/data/bootstrap-data';

/** The mock backend's startup popup. */
export function bootstrapPopup() {
  const popup = mockBootstrap('localhost').popup;
  if (!popup) throw new Error('the mock bootstrap has no popup');
  return popup;
}

/** Marks the startup popup as seen, so it does not open over what a test looks at. */
export function markBootstrapPopupSeen(): void {
  markPopupSeen(bootstrapPopup());
}
