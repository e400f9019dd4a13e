import { paths } from '@/shared/config/paths';

// The footer's fixed sections and their routes.
export const staticSections = [
  {
    id: 'betting',
    heading: 'footer.sections.betting',
    links: [
      { label: 'footer.links.sports', to: paths.sports },
      { label: 'footer.links.liveSports', to: paths.liveSports },
      { label: 'footer.links.esports', to: paths.esports },
    ],
  },
  {
    id: 'casino',
    heading: 'footer.sections.casino',
    links: [
      { label: 'footer.links.casinoSlot', to: paths.casinoSlot },
      { label: 'footer.links.casinoLive', to: paths.casinoLive },
      { label: 'footer.links.casinoTvBets', to: paths.casinoTvBets },
    ],
  },
  {
    id: 'games',
    heading: 'footer.sections.games',
    links: [{ label: 'footer.links.casinoGames', to: paths.casinoGames }],
  },
] as const;

// The content-page sections, filled from cms/categorylist.
export const contentSections = [
  { id: 'stories', heading: 'footer.sections.stories' },
  { id: 'termsOfUse', heading: 'footer.sections.termsOfUse' },
  { id: 'termsOfService', heading: 'footer.sections.termsOfService' },
] as const;
