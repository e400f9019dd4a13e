import { useTranslation } from 'react-i18next';
import { useGetBonuses } from '@generated/api/bonus/bonus';
import { ProcessingStatus, type PlayerBonus } from '@generated/api/model';
import { paths } from '@/shared/config/paths';
import { BonusCard } from './bonus-card';
import { CardGroup, CardList } from './card-group';
import { HistoryPage, HistoryPageLink } from './history-page';
import { HistoryStates } from './history-states';

const isActive = (bonus: PlayerBonus) => bonus.status === ProcessingStatus.Processing;

/** /dashboard/bonuses: the bonuses being wagered first, then the finished ones. */
export function BonusesPage() {
  const { t } = useTranslation(['common', 'history']);
  const query = useGetBonuses();

  return (
    <HistoryPage
      title={t('routes.bonuses')}
      action={
        <HistoryPageLink to={paths.claimBonus}>{t('history.bonuses.claimMore')}</HistoryPageLink>
      }
    >
      <HistoryStates query={query} skeletonRows={3}>
        {(bonuses) => (
          <>
            <CardGroup title={t('history.bonuses.active')}>
              <CardList items={bonuses.filter(isActive)} empty={t('history.bonuses.noActive')}>
                {(bonus) => <BonusCard bonus={bonus} />}
              </CardList>
            </CardGroup>
            <CardGroup title={t('history.bonuses.past')}>
              <CardList
                items={bonuses.filter((bonus) => !isActive(bonus))}
                empty={t('history.bonuses.noPast')}
              >
                {(bonus) => <BonusCard bonus={bonus} />}
              </CardList>
            </CardGroup>
          </>
        )}
      </HistoryStates>
    </HistoryPage>
  );
}
