// Four of the member area's pages travel together: they share most of their code (the period
// control, the list, the paging), and one chunk keeps the first page's table of lazy chunks
// short. Claim Bonus, with its form, loads on its own.
export { BonusesPage } from './bonuses-page';
export { FinancialActivitiesPage } from './financial-activities-page';
export { GameHistoryPage } from './game-history-page';
export { SessionHistoryPage } from './session-history-page';
