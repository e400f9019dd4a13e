import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteSettingKeys, useSiteSetting } from '@/shared/bootstrap/site-settings';
import { LIVE_CHAT_FALLBACK_MS } from '@/shared/config/constants';
import { isProductionSite } from '@/shared/config/mode';
import { loadLiveChat, showLiveChatWindow } from '@/shared/live-chat/live-chat-loader';
import { closeLiveChat, toggleLiveChat, useLiveChatOpen } from '@/shared/live-chat/live-chat-store';
import { showToast } from '@/shared/toast/toast';
import { Icon } from '@/shared/ui/icon';
import styles from './live-chat-control.module.css';

/**
 * The live-chat control: it flips the chat-open flag, which the Support item of the
 * mobile bar flips too. The chat itself loads only on the production site and only when the
 * site settings hold a chat id; when it is not ready within 5 s the player is told so.
 */
export function LiveChatControl() {
  const { t } = useTranslation(['overlays']);
  const open = useLiveChatOpen();
  const chatId = useSiteSetting(siteSettingKeys.liveChatId);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const unavailable = () => showToast.error(t('overlays.liveChat.unavailable'));
    if (isProductionSite && chatId) {
      void loadLiveChat(chatId, LIVE_CHAT_FALLBACK_MS).then((ready) => {
        if (cancelled) return;
        if (ready) showLiveChatWindow();
        else unavailable();
        closeLiveChat();
      });
    } else {
      unavailable();
      closeLiveChat();
    }
    return () => {
      cancelled = true;
    };
  }, [open, chatId, t]);

  return (
    <button
      type="button"
      className={styles.control}
      aria-label={t('overlays.liveChat.open')}
      aria-pressed={open}
      onClick={toggleLiveChat}
    >
      <Icon name="chat" size={24} />
    </button>
  );
}
