/** The specs' `test` and `expect`: one place to add project-wide fixtures. */
export { expect, type Page, test } from '@playwright/test';
