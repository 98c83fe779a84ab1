import { loginAs } from './support/auth';
import {
  apiTrades,
  button,
  filterSelect,
  openManageVillager,
  panel,
  TOWNS,
  TRADES,
} from './support/manage-villager';
import { expect, type Page, test } from './support/test';
import { USERS } from './support/users';
import { ApiAs, createPlayer, createWorld, uniqueName } from './support/world';

/** Manage Villager: the Manage Servers, Manage Town and Manage Location panels. */

const TEXT = {
  serverRequired: 'Server name and modpack are required.',
  serverError: 'Error adding/updating server: ',
  memberError: 'Error adding member: ',
  listRefreshed: 'Refresh to update the server list.',
  townInvalid: 'Town name cannot be empty or already exists on this server.',
  noServer: 'No server selected - select a server first.',
  townUpdated: 'Town updated successfully!',
  townDeleted: 'Town deleted.',
  locationInvalid: 'A town must be selected and location name cannot be empty.',
  locationUpdated: 'Location updated successfully!',
  locationDeleted: 'Location deleted.',
};

const newWorld = (page: Page, prefix = 'mv-panel') =>
  createWorld(page.request, { towns: TOWNS, trades: TRADES }, { prefix });

const serverPicker = (page: Page) => page.getByLabel('Server:');

test.describe('management panels', () => {
  test('on a phone the panel buttons are one Panels menu', async ({ page }) => {
    const world = await newWorld(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openManageVillager(page, world);
    const toolbar = page.getByRole('toolbar', { name: 'Trade actions' });
    await expect(button(toolbar, 'Manage Town')).toHaveCount(0);
    await expect(button(toolbar, 'Save Edits')).toBeVisible();

    await button(toolbar, 'Panels').click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Manage Servers',
      'Manage Town',
      'Manage Location',
      'Move/Copy',
      'Import from world save',
    ]);
    await page.getByRole('menuitem', { name: 'Manage Town' }).click();
    await expect(panel(page, 'Manage Town')).toBeVisible();
    await expect(button(toolbar, 'Panels: Manage Town')).toBeVisible();
    await button(toolbar, 'Panels: Manage Town').click();
    await page.getByRole('menuitem', { name: 'Close Manage Town' }).click();
    await expect(panel(page, 'Manage Town')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('one panel is open at a time; Close Panel resets its inputs', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);

    await button(page, 'Manage Town').click();
    await panel(page, 'Manage Town').getByLabel('Town Name').fill('half typed');
    await button(page, 'Manage Location').click();
    await expect(panel(page, 'Manage Town')).toHaveCount(0);
    await expect(panel(page, 'Manage Location')).toBeVisible();
    await button(page, 'Move/Copy').click();
    await expect(panel(page, 'Manage Location')).toHaveCount(0);
    await button(page, 'Manage Servers').click();
    await expect(panel(page, 'Move/Copy')).toHaveCount(0);
    await expect(page.getByRole('region')).toHaveCount(2); // the open panel and Add New Trade

    await button(page, 'Manage Town').click();
    await expect(panel(page, 'Manage Town').getByLabel('Town Name')).toHaveValue('');
    await panel(page, 'Manage Town').getByLabel('Town', { exact: true }).selectOption({ label: 'canz' });
    await expect(panel(page, 'Manage Town').getByLabel('New Town Name')).toHaveValue('canz');
    await button(panel(page, 'Manage Town'), 'Close Panel').click();
    await expect(panel(page, 'Manage Town')).toHaveCount(0);
    await button(page, 'Manage Town').click();
    await expect(panel(page, 'Manage Town').getByLabel('Town', { exact: true })).toHaveValue('new');
    await expect(panel(page, 'Manage Town').getByLabel('Town Name')).toHaveValue('');
  });
});

test.describe('manage servers panel', () => {
  test('creates a server (name and modpack required) and refreshes the header list', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await button(page, 'Manage Servers').click();
    const servers = panel(page, 'Manage Servers');
    await expect(servers.getByLabel('Server', { exact: true })).toHaveValue('new');

    await button(servers, 'Add Server').click();
    await expect(servers.getByRole('alert')).toHaveText(TEXT.serverRequired);
    const name = uniqueName('mv-new-server');
    await servers.getByLabel('Server Name').fill(name);
    await button(servers, 'Add Server').click();
    await expect(servers.getByRole('alert')).toHaveText(TEXT.serverRequired);

    await servers.getByLabel('Modpack').selectOption({ index: 1 });
    await button(servers, 'Add Server').click();
    await expect(servers.getByRole('status')).toHaveText(`Server added: ${name}. ${TEXT.listRefreshed}`);
    await expect(serverPicker(page).locator('option', { hasText: name })).toHaveCount(1);
    await expect(
      servers.getByLabel('Server', { exact: true }).locator('option', { hasText: name }),
    ).toHaveCount(1);
    await expect(servers.getByLabel('Server Name')).toHaveValue('');

    // A name the server refuses (over 100 characters).
    await servers.getByLabel('Server Name').fill('x'.repeat(101));
    await servers.getByLabel('Modpack').selectOption({ index: 1 });
    await button(servers, 'Add Server').click();
    await expect(servers.getByRole('alert')).toHaveText(`${TEXT.serverError}${TEXT.serverRequired}`);
  });

  test('changes the modpack and name, and adds members by username', async ({ page }) => {
    const world = await newWorld(page);
    const friend = await createPlayer(page.request, 'mv-friend');
    const admin = await ApiAs.login(page.request, USERS.admin);
    // The modpack to switch to is this test's own: another test may be deleting any other one meanwhile.
    const saved = (await admin.post('/data_editor/tables/modpacks', {
      modpack: uniqueName('Pack'),
      version: '1.0',
    })) as { row: { id: number } };
    const other = String(saved.row.id);
    await openManageVillager(page, world);
    await button(page, 'Manage Servers').click();
    const servers = panel(page, 'Manage Servers');
    await servers.getByLabel('Server', { exact: true }).selectOption({ label: world.serverName });
    await expect(servers.getByText(`Owner: ${world.owner.username}`)).toBeVisible();
    await expect(servers.getByTestId('server-members')).toHaveText('Members: none yet');
    await expect(servers.getByLabel('Server Name')).toHaveValue(world.serverName);

    const modpack = servers.getByLabel('Modpack');
    await modpack.selectOption(other);
    const renamed = `${world.serverName}-renamed`;
    await servers.getByLabel('Server Name').fill(renamed);
    await button(servers, 'Update Server').click();
    await expect(servers.getByRole('status')).toHaveText('Server updated.');
    await expect(serverPicker(page).locator('option', { hasText: renamed })).toHaveCount(1);
    const owner = await ApiAs.login(page.request, world.owner);
    const listed = (await owner.get('/servers')) as { id: number; modpack_id: number }[];
    expect(listed.find((server) => server.id === world.serverId)?.modpack_id).toBe(Number(other));

    await button(servers, 'Add Member').click();
    await expect(servers.getByRole('alert')).toHaveText(`${TEXT.memberError}enter a username.`);
    await servers.getByLabel('Member Username').fill('nobody-by-this-name');
    await button(servers, 'Add Member').click();
    await expect(servers.getByRole('alert')).toHaveText(
      `${TEXT.memberError}No user named 'nobody-by-this-name'.`,
    );
    await servers.getByLabel('Member Username').fill(friend.username);
    await button(servers, 'Add Member').click();
    await expect(servers.getByRole('status')).toHaveText('Member added.');
    await expect(servers.getByTestId('server-members')).toHaveText(`Members: ${friend.username}`);
  });

  test('a member sees a server they do not own read only', async ({ page }) => {
    const world = await newWorld(page);
    const theirs = await createWorld(page.request, { towns: {}, trades: [] }, { prefix: 'mv-theirs' });
    const owner = await ApiAs.login(page.request, theirs.owner);
    await owner.post(`/servers/${theirs.serverId}/members`, { username: world.owner.username }, 200);
    await openManageVillager(page, world);
    await button(page, 'Manage Servers').click();
    const servers = panel(page, 'Manage Servers');
    await servers.getByLabel('Server', { exact: true }).selectOption({ label: theirs.serverName });
    await expect(
      servers.getByText('Only the owner of this server (or an admin) can change it.'),
    ).toBeVisible();
    await expect(button(servers, 'Update Server')).toBeDisabled();
    await expect(button(servers, 'Delete Server')).toBeDisabled();
    await expect(servers.getByLabel('Member Username')).toHaveCount(0);
  });

  test('deletes a server with all its towns and trades after confirmation', async ({ page }) => {
    const world = await newWorld(page);
    const doomed = await createWorld(
      page.request,
      { towns: { oasis: ['Well'] }, trades: [{ ...TRADES[0]!, town: 'oasis', location: 'Well' }] },
      { prefix: 'mv-doomed', owner: world.owner },
    );
    await openManageVillager(page, world);
    await button(page, 'Manage Servers').click();
    const servers = panel(page, 'Manage Servers');
    await servers.getByLabel('Server', { exact: true }).selectOption({ label: doomed.serverName });

    await button(servers, 'Delete Server').click();
    const banner = servers.getByRole('alertdialog');
    await expect(banner).toContainText(`Delete server ${doomed.serverName} with all its towns and trades?`);
    await button(banner, 'Cancel').click();
    await expect(banner).toHaveCount(0);

    await button(servers, 'Delete Server').click();
    await button(servers.getByRole('alertdialog'), 'Confirm').click();
    await expect(servers.getByRole('status')).toHaveText(
      `Server deleted: ${doomed.serverName}. ${TEXT.listRefreshed}`,
    );
    await expect(serverPicker(page).locator('option', { hasText: doomed.serverName })).toHaveCount(0);
    await expect(servers.getByLabel('Server', { exact: true })).toHaveValue('new');
    const owner = await ApiAs.login(page.request, world.owner);
    const left = (await owner.get('/servers')) as { id: number }[];
    expect(left.map((server) => server.id)).toEqual([world.serverId]);
  });
});

test.describe('manage town panel', () => {
  test("without a server: 'No server selected - select a server first.'", async ({ page }) => {
    const loner = await createPlayer(page.request, 'mv-loner');
    await loginAs(page, loner);
    await page.goto('/manage-villager');
    // No server picker without a server: the screen offers to create the first one.
    await expect(page.getByRole('region', { name: 'Create your first server' })).toBeVisible();
    await expect(serverPicker(page)).toHaveCount(0);
    await button(page, 'Manage Town').click();
    const towns = panel(page, 'Manage Town');
    await towns.getByLabel('Town Name').fill('Nowhere');
    await button(towns, 'Add Town').click();
    await expect(towns.getByRole('alert')).toHaveText(TEXT.noServer);
  });

  test('creates, renames and deletes towns; names are unique ignoring case', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await button(page, 'Manage Town').click();
    const towns = panel(page, 'Manage Town');

    await button(towns, 'Add Town').click();
    await expect(towns.getByRole('alert')).toHaveText(TEXT.townInvalid);
    await towns.getByLabel('Town Name').fill('CANZ');
    await button(towns, 'Add Town').click();
    await expect(towns.getByRole('alert')).toHaveText(TEXT.townInvalid);
    await towns.getByLabel('Town Name').fill('hilltop');
    await button(towns, 'Add Town').click();
    await expect(towns.getByRole('status')).toHaveText("Town 'hilltop' added.");
    await expect(filterSelect(page, 'Town').locator('option')).toHaveText([
      'Select a town',
      'bones',
      'canz',
      'hilltop',
    ]);

    await towns.getByLabel('Town', { exact: true }).selectOption({ label: 'canz' });
    await towns.getByLabel('New Town Name').fill('Bones');
    await button(towns, 'Rename Town').click();
    await expect(towns.getByRole('alert')).toHaveText(TEXT.townInvalid);
    await towns.getByLabel('New Town Name').fill('fortress');
    await button(towns, 'Rename Town').click();
    await expect(towns.getByRole('status')).toHaveText(TEXT.townUpdated);
    await expect(filterSelect(page, 'Town').locator('option')).toHaveText([
      'Select a town',
      'bones',
      'fortress',
      'hilltop',
    ]);

    await towns.getByLabel('Town', { exact: true }).selectOption({ label: 'bones' });
    await button(towns, 'Delete Town').click();
    const banner = towns.getByRole('alertdialog');
    await expect(banner).toContainText('Delete town bones with all its locations and trades?');
    await button(banner, 'Cancel').click();
    await expect(banner).toHaveCount(0);
    await button(towns, 'Delete Town').click();
    await button(towns.getByRole('alertdialog'), 'Confirm').click();
    await expect(towns.getByRole('status')).toHaveText(TEXT.townDeleted);
    await expect(towns.getByLabel('Town', { exact: true })).toHaveValue('new');
    await expect(filterSelect(page, 'Town').locator('option')).toHaveText([
      'Select a town',
      'fortress',
      'hilltop',
    ]);
    const trades = await apiTrades(page.request, world);
    expect(trades.filter((trade) => trade.town === 'bones')).toEqual([]);
    expect(trades.filter((trade) => trade.town === 'fortress')).toHaveLength(4);
  });
});

test.describe('manage location panel', () => {
  test('creates, renames and deletes locations of a town', async ({ page }) => {
    const world = await newWorld(page);
    await openManageVillager(page, world);
    await button(page, 'Manage Location').click();
    const locations = panel(page, 'Manage Location');

    await locations.getByLabel('Location Name').fill('Tower');
    await button(locations, 'Add Location').click();
    await expect(locations.getByRole('alert')).toHaveText(TEXT.locationInvalid);
    await locations.getByLabel('Town', { exact: true }).selectOption({ label: 'canz' });
    await button(locations, 'Add Location').click();
    await expect(locations.getByRole('alert')).toHaveText(TEXT.locationInvalid);
    await locations.getByLabel('Location Name').fill('Tower');
    await button(locations, 'Add Location').click();
    await expect(locations.getByRole('status')).toHaveText("Location 'Tower' added to canz.");
    await expect(locations.getByLabel('Location', { exact: true }).locator('option')).toHaveText([
      '+ New Location',
      'Annex',
      'Main Hall',
      'Tower',
    ]);

    await locations.getByLabel('Location', { exact: true }).selectOption({ label: 'Annex' });
    await expect(locations.getByLabel('New Location Name')).toHaveValue('Annex');
    await locations.getByLabel('New Location Name').fill(' ');
    await button(locations, 'Rename Location').click();
    await expect(locations.getByRole('alert')).toHaveText(TEXT.locationInvalid);
    await locations.getByLabel('New Location Name').fill('Barn');
    await button(locations, 'Rename Location').click();
    await expect(locations.getByRole('status')).toHaveText(TEXT.locationUpdated);
    await filterSelect(page, 'Town').selectOption({ label: 'canz' });
    await expect(filterSelect(page, 'Location').locator('option')).toHaveText([
      'All Locations',
      'Barn',
      'Main Hall',
      'Tower',
    ]);

    await locations.getByLabel('Location', { exact: true }).selectOption({ label: 'Barn' });
    await button(locations, 'Delete Location').click();
    const banner = locations.getByRole('alertdialog');
    await expect(banner).toContainText('Delete location Barn in canz with its trades?');
    await button(banner, 'Cancel').click();
    await button(locations, 'Delete Location').click();
    await button(locations.getByRole('alertdialog'), 'Confirm').click();
    await expect(locations.getByRole('status')).toHaveText(TEXT.locationDeleted);
    const trades = await apiTrades(page.request, world, 'canz');
    expect(trades.map((trade) => trade.location).sort()).toEqual(['Main Hall', 'Main Hall', 'Main Hall']);
  });
});
