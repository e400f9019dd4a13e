import type { Country } from '@generated/api/model';

/** The registration form's countries (auth/form); the form preselects Türkiye. */
export const mockCountries: Country[] = [
  { id: 1, name: 'Türkiye' },
  { id: 2, name: 'Azerbaycan' },
  { id: 3, name: 'Almanya' },
  { id: 4, name: 'Kuzey Kıbrıs Türk Cumhuriyeti' },
  { id: 5, name: 'Hollanda' },
];
