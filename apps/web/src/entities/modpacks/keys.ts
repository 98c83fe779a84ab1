import { dataTableKeys } from '../data-tables/keys';

/**
 * Modpacks: the choices a server picks from (GET /api/modpacks) and the admin tab's pages, which are the data
 * editor's pages of the modpacks table (so a data-editor edit of that table refreshes the tab too).
 */
export const modpackKeys = {
  all: ['modpacks'] as const,
  choices: ['modpacks', 'choices'] as const,
  rows: dataTableKeys.rows('modpacks'),
  page: (offset: number, limit: number) => dataTableKeys.page('modpacks', offset, limit),
};
