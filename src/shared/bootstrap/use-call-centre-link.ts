import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { APP_SETTINGS_LINK_DELAY_MS } from '@/shared/config/constants';
import { bootstrapQueryOptions } from './bootstrap-query';
import { siteSetting, siteSettingKeys } from './site-settings';

/**
 * Until the link is added it keeps its place unseen: nothing moves when it appears, and it is
 * neither focusable nor in the accessibility tree.
 */
export const NOT_YET_ADDED = { visibility: 'hidden' } as const;

/**
 * The call-centre (call-back) form's address, site setting `callcenterform` (null: none), and
 * whether its link is added yet: that is APP_SETTINGS_LINK_DELAY_MS after the settings arrive.
 */
export function useCallCentreLink(): [address: string | null, added: boolean] {
  const { data, dataUpdatedAt } = useQuery(bootstrapQueryOptions);
  const due = dataUpdatedAt + APP_SETTINGS_LINK_DELAY_MS;
  // The arrival the link was added for; a part mounted after that shows it at once.
  const [addedFor, setAddedFor] = useState(() => (Date.now() < due ? 0 : due));
  useEffect(() => {
    if (addedFor === due) return;
    const timer = setTimeout(setAddedFor, due - Date.now(), due);
    return () => clearTimeout(timer);
  }, [due, addedFor]);
  return [siteSetting(data?.data ?? null, siteSettingKeys.callCentreForm), addedFor === due];
}
