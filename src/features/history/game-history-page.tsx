import { useTranslation } from 'react-i18next';
import { useGetGameHistory } from '@generated/api/history/history';
import type { GameRound } from '@generated/api/model';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import type { Column } from './history-list';
import { HistoryPage } from './history-page';
import { HistoryResults } from './history-results';
import { NetChart } from './net-chart';
import { StatusBadge } from './status-badge';
import { winBetTone } from './statuses';
import { SummaryList } from './summary-list';
import { pagedQuery, useHistoryPaging } from './use-history-query';

/** /dashboard/game-history: the player's bets and wins, a page at a time, with the period's net. */
export function GameHistoryPage() {
  const { t } = useTranslation(['common', 'history']);
  const paging = useHistoryPaging();
  const query = useGetGameHistory(paging.request, { query: pagedQuery });

  const columns: Column<GameRound>[] = [
    { key: 'date', header: t('history.games.date'), cell: (row) => formatDateTime(row.time) },
    { key: 'game', header: t('history.games.game'), cell: (row) => row.game },
    { key: 'provider', header: t('history.games.provider'), cell: (row) => row.provider },
    {
      key: 'kind',
      header: t('history.games.kind'),
      cell: (row) => (
        <StatusBadge tone={winBetTone[row.kind]}>{t(`history.winBet.${row.kind}`)}</StatusBadge>
      ),
    },
    {
      key: 'amount',
      header: t('history.games.amount'),
      numeric: true,
      cell: (row) => formatMoney(row.amount),
    },
    {
      key: 'balance',
      header: t('history.games.balanceAfter'),
      numeric: true,
      cell: (row) => formatMoney(row.balanceAfter),
    },
  ];

  return (
    <HistoryPage title={t('routes.gameHistory')} paging={paging}>
      <HistoryResults
        query={query}
        paging={paging}
        caption={t('history.games.table')}
        columns={columns}
        summary={({ summary, days }) => (
          <>
            <SummaryList
              label={t('history.games.summary')}
              terms={[
                { label: t('history.games.totalBet'), amount: summary.totalBet },
                { label: t('history.games.totalWon'), amount: summary.totalWon },
                { label: t('history.games.netResult'), amount: summary.net, signed: true },
              ]}
            />
            <NetChart days={days} />
          </>
        )}
      />
    </HistoryPage>
  );
}
