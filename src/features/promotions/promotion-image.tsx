export interface PromotionImageProps {
  src: string;
  className: string | undefined;
  /** Loaded as it nears the viewport: a card further down the list. */
  lazy?: boolean;
}

/**
 * A promotion's picture, shown at 16:9; its width and height reserve the space before it loads. It
 * is decorative: the title beside it names the promotion.
 */
export function PromotionImage({ src, className, lazy = false }: PromotionImageProps) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={640}
      height={360}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
