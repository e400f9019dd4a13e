import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetGameHistory } from '@generated/api/history/history';
import type { GameRound } from '@generated/api/model';
import { formatDateTime } from '@/shared/format/date-time';
import { formatMoney } from '@/shared/format/money';
import type { Column } from './history-list';
import { HistoryResults } from './history-results';
import styles from './history.module.css';
import { NetChart } from './net-chart';
import { PeriodControl } from './period-control';
import { StatusBadge } from './status-badge';
import { winBetTone } from './statuses';
import { SummaryList } from './summary-list';
import { pagedQuery, useHistoryPaging } from './use-history-query';

/** /dashboard/game-history: the player's bets and wins, a page at a time (issue: member area). */
export function GameHistoryPage() {
  const { t } = useTranslation(['common', 'history']);
  const id = useId();
  const paging = useHistoryPaging();
  const query = useGetGameHistory(paging.request, { query: pagedQuery });
  const history = query.data?.data;

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
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('routes.gameHistory')}
        </h1>
      </div>
      <div className={styles.filters}>
        <PeriodControl value={paging.period} onChange={paging.setPeriod} now={paging.now} />
      </div>

      <HistoryResults
        query={query}
        result={history}
        caption={t('history.games.table')}
        columns={columns}
        rowKey={(row) => row.id}
        page={paging.page}
        onPage={paging.setPage}
      >
        {history && (
          <>
            <SummaryList
              label={t('history.games.summary')}
              terms={[
                { label: t('history.games.totalBet'), amount: history.summary.totalBet },
                { label: t('history.games.totalWon'), amount: history.summary.totalWon },
                { label: t('history.games.netResult'), amount: history.summary.net, signed: true },
              ]}
            />
            <NetChart days={history.days} />
          </>
        )}
      </HistoryResults>
    </section>
  );
}
