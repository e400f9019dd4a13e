import {
  isValidElement,
  type ButtonHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Icon, type IconName } from './icon';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-label' | 'children'
> {
  /** An icon of the sprite, or an `<Icon>` element the caller keys (to restart its animation). */
  icon: IconName | ReactElement;
  /** The button's accessible name: it shows no text, so a screen reader hears this. */
  label: string;
  /** The icon's size in px. */
  iconSize?: number;
  /** 'round' for a free-standing control, 'square' for one in a row of the header. */
  shape?: 'round' | 'square';
  /** Drawn over the icon and hidden from assistive technology (a badge the name already holds). */
  decoration?: ReactNode;
}

/**
 * A button that shows only an icon: it is named by `label`, shows a focus ring when reached from
 * the keyboard, and takes the accent colour on hover and while what it opens is open.
 */
export function IconButton({
  icon,
  label,
  iconSize = 20,
  shape = 'round',
  decoration,
  className,
  ...button
}: IconButtonProps) {
  return (
    <button
      {...button}
      type="button"
      aria-label={label}
      className={`${styles.button} ${styles[shape]} ${className ?? ''}`}
    >
      {isValidElement(icon) ? icon : <Icon name={icon} size={iconSize} />}
      {decoration}
    </button>
  );
}
