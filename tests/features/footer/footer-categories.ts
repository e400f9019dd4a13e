import { screen, within } from '@testing-library/react';
import { getGetCmsCategoriesMockHandler } from '@generated/api/cms/cms.msw';
import type { CmsCategoryListResponse } from '@generated/api/model';
import { mockServer } from '@mocks/node';

/** The footer's CMS pages: one Footer page, two stories, two terms of use, one of service. */
export const footerCategories: CmsCategoryListResponse = {
  success: true,
  message: null,
  data: [
    { name: 'Footer', content: [{ id: 90, title: 'About us' }] },
    {
      name: 'Story',
      content: [
        { id: 11, title: 'How Royal Bet began' },
        { id: 12, title: 'Our biggest winners' },
      ],
    },
    {
      name: 'Terms of use',
      content: [
        { id: 1, title: 'General Terms and Conditions' },
        { id: 21, title: 'Privacy Policy' },
      ],
    },
    { name: 'Terms of service', content: [{ id: 31, title: 'Bonus Rules' }] },
  ],
};

export const serveFooterCategories = (answer: CmsCategoryListResponse = footerCategories) =>
  mockServer.use(getGetCmsCategoriesMockHandler(answer));

/** A footer section, by its name. */
export const footerSection = (name: string) => screen.getByRole('navigation', { name });

/** The [text, href] of every link inside an element. */
export const linkTargets = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
