export interface ProfileMenuProps {
  /** 'dropdown': the desktop profile dropdown; 'panel': the mobile profile side panel. */
  variant: 'dropdown' | 'panel';
}

/** The profile summary and dashboard menu of spec 2.4. */
export function ProfileMenu(_props: ProfileMenuProps) {
  return null;
}
