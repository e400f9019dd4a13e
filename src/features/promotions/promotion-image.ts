// Promotion images are shown at 16:9; the attributes reserve the space before they load.
export const PROMOTION_IMAGE_SIZE = { width: 640, height: 360 } as const;
