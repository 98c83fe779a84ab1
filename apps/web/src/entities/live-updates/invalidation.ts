import type { QueryKey } from '@tanstack/react-query';
import type { ServerEventType } from '@tradehall/contracts';
import { dataTableKeys } from '../data-tables/keys';
import { serverKeys } from '../servers/keys';
import { townKeys } from '../towns/keys';
import { tradeKeys } from '../trades/keys';

/**
 * The cached reads an event of the server makes stale. Trades show their town and location by name, so a
 * town or location change refreshes the trade reads too; locations sit below their town's key. A change of
 * the server itself (name, modpack, members, deleted) refreshes the server list and everything of that server.
 * The data editor's pages of the same table are refreshed too.
 */
export function staleKeysOf(type: ServerEventType, serverId: number): QueryKey[] {
  switch (type) {
    case 'trades':
      return [tradeKeys.all(serverId), dataTableKeys.rows('trades')];
    case 'towns':
    case 'locations':
      return [townKeys.all(serverId), tradeKeys.all(serverId), dataTableKeys.rows(type)];
    case 'server':
      return [serverKeys.list, serverKeys.scope(serverId), dataTableKeys.rows('servers')];
  }
}
