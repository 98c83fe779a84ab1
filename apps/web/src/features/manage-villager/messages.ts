/** The Manage Villager screen's texts that SPEC §5 and §8 quote, word for word. */
export const MESSAGES = {
  initialDataError: 'Error fetching initial data. Check backend connection and CORS setup.',
  tradesError: 'Error fetching trades.',
  noTrades: 'No trades found for this selection.',
  townRequiredForSearch: 'Please select a town before searching.',
  savedAllEdits: 'Saved all edits.',
  savingError: 'Error saving: ',
  deletedTrades: 'Deleted trades.',
  deletingError: 'Error deleting: ',
  addTradeError: 'Error adding trade: ',
  specificVillagerTypeRequired:
    'Please select a specific Villager Type from the main filter above to add a trade.',
  townAndSellItemRequired: 'A Town and a Sell Item must be selected before adding a new trade.',
  averagePriceApplied: 'Average price applied.',
  noTemplate: 'No existing trade data found for this item.',
  templateError: 'Could not fetch average price.',
  townNameInvalid: 'Town name cannot be empty or already exists on this server.',
  noServerSelected: 'No server selected - select a server first.',
  townUpdated: 'Town updated successfully!',
  townDeleted: 'Town deleted.',
  locationInvalid: 'A town must be selected and location name cannot be empty.',
  locationUpdated: 'Location updated successfully!',
  locationDeleted: 'Location deleted.',
  serverRequired: 'Server name and modpack are required.',
  serverError: 'Error adding/updating server: ',
  memberError: 'Error adding member: ',
  unresolvedTown: 'Could not resolve source/destination town ID - refresh towns and try again.',
  moveError: 'Error: ',
  moveFailed: (action: string) => `An error occurred during the ${action} operation.`,
} as const;

/**
 * Added to the server's answer after a server was added or deleted (SPEC §8 asks the user to refresh); the
 * header's list is also reloaded at once (the servers entity invalidates it).
 */
export const SERVER_LIST_REFRESH = 'Refresh to update the server list.';

/** Unsaved input brought back after an outage page or a trip to /login (lib/drafts.ts). */
export const KEPT_INPUT = {
  edits: (rows: number) =>
    `Your unsaved edits of ${rows === 1 ? '1 row were' : `${rows} rows were`} kept while the page was away. Save Edits to save them.`,
  addTrade: 'Your new trade was kept while the page was away. Check it, then Add Trade.',
} as const;
