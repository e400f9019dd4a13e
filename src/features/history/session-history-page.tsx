import { useTranslation } from 'react-i18next';
import { useGetSessionHistory } from '@generated/api/history/history';
import type { PlayerSession } from '@generated/api/model';
import { durationParts, formatDateTime } from '@/shared/format/date-time';
import type { Column } from './history-list';
import { HistoryPage } from './history-page';
import { HistoryResults } from './history-results';
import { StatusBadge } from './status-badge';
import { pagedQuery, useHistoryPaging } from './use-history-query';

/** /dashboard/session-history: when and from where the account was used, newest first. */
export function SessionHistoryPage() {
  const { t } = useTranslation(['common', 'history']);
  const paging = useHistoryPaging();
  const query = useGetSessionHistory(paging.request, { query: pagedQuery });

  const duration = (session: PlayerSession) => {
    const end = session.logoutTime ? Date.parse(session.logoutTime) : paging.now.getTime();
    const { hours, minutes } = durationParts(end - Date.parse(session.loginTime));
    return hours > 0
      ? t('history.sessions.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') })
      : t('history.sessions.minutes', { minutes });
  };

  const columns: Column<PlayerSession>[] = [
    {
      key: 'login',
      header: t('history.sessions.login'),
      cell: (row) => formatDateTime(row.loginTime),
    },
    {
      key: 'logout',
      header: t('history.sessions.logout'),
      cell: (row) =>
        row.logoutTime ? (
          formatDateTime(row.logoutTime)
        ) : row.current ? (
          <StatusBadge tone="good">{t('history.sessions.activeNow')}</StatusBadge>
        ) : (
          '—'
        ),
    },
    { key: 'duration', header: t('history.sessions.duration'), cell: duration },
    { key: 'ip', header: t('history.sessions.ip'), cell: (row) => row.ip },
    { key: 'device', header: t('history.sessions.device'), cell: (row) => row.device },
    { key: 'browser', header: t('history.sessions.browser'), cell: (row) => row.browser },
  ];

  return (
    <HistoryPage title={t('routes.sessionHistory')} paging={paging}>
      <HistoryResults
        query={query}
        paging={paging}
        caption={t('history.sessions.table')}
        columns={columns}
      />
    </HistoryPage>
  );
}
