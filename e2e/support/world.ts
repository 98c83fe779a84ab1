import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken } from './auth';
import { type TestUser, USERS } from './users';

/**
 * Test data made through the real API: a fresh player, a server they own, its towns, locations and trades.
 * Names carry a unique suffix, so specs running in parallel against the same database never meet.
 */

let counter = 0;
/** A name no other test uses: `prefix-<time><pid><n>`. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** JSON calls as one signed-in user; any answer other than the expected status fails the test. */
export class ApiAs {
  private constructor(
    readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(request: APIRequestContext, user: TestUser): Promise<ApiAs> {
    return new ApiAs(request, await apiToken(request, user));
  }

  async get(path: string, status = 200): Promise<unknown> {
    const response = await this.request.get(`/api${path}`, { headers: this.headers() });
    expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(status);
    return response.json();
  }

  async post(path: string, data: unknown, status = 201): Promise<unknown> {
    const response = await this.request.post(`/api${path}`, { headers: this.headers(), data });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(status);
    return response.json();
  }

  async put(path: string, data: unknown, status = 200): Promise<unknown> {
    const response = await this.request.put(`/api${path}`, { headers: this.headers(), data });
    expect(response.status(), `PUT ${path}: ${await response.text()}`).toBe(status);
    return response.json();
  }

  async delete(path: string, status = 200): Promise<unknown> {
    const response = await this.request.delete(`/api${path}`, { headers: this.headers() });
    expect(response.status(), `DELETE ${path}: ${await response.text()}`).toBe(status);
    return response.json();
  }

  private headers() {
    return { authorization: `Bearer ${this.token}` };
  }
}

function field(body: unknown, ...path: string[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !(key in value)) {
      throw new Error(`answer has no ${path.join('.')}: ${JSON.stringify(body)}`);
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function idOf(body: unknown, ...path: string[]): number {
  const id = Number(field(body, ...path));
  if (!Number.isInteger(id) || id <= 0)
    throw new Error(`no id at ${path.join('.')}: ${JSON.stringify(body)}`);
  return id;
}

const adminSessions = new WeakMap<APIRequestContext, Promise<ApiAs>>();

/** The admin's API, signed in once per request context (each login costs a password hash). */
export function asAdmin(request: APIRequestContext): Promise<ApiAs> {
  let session = adminSessions.get(request);
  if (!session) {
    session = ApiAs.login(request, USERS.admin);
    adminSessions.set(request, session);
  }
  return session;
}

/** A new account (role `user` unless told) created by the admin, with a unique username. */
export async function createPlayer(
  request: APIRequestContext,
  prefix = 'player',
  role: TestUser['role'] = 'user',
): Promise<TestUser> {
  const admin = await asAdmin(request);
  const user: TestUser = { username: uniqueName(prefix), password: 'e2e-player-password', role };
  await admin.post('/admin/users', { ...user, email: '' });
  return user;
}

/** The modpack the test worlds use: their own, so tests that add and delete other modpacks never meet them. */
const WORLD_MODPACK = 'E2E World Pack';

/**
 * The id of the test worlds' modpack, added by the admin through the data editor the first time. Its anvil is
 * vanilla's (Too Expensive at 40), so the optimizer plans on these worlds as without a server.
 */
export async function ensureModpack(request: APIRequestContext): Promise<number> {
  const admin = await asAdmin(request);
  const modpacks = await admin.get('/modpacks');
  const existing = Array.isArray(modpacks)
    ? modpacks.find(
        (m: unknown) => typeof m === 'object' && m !== null && 'modpack' in m && m.modpack === WORLD_MODPACK,
      )
    : undefined;
  if (existing) return idOf(existing, 'id');
  const saved = await admin.post('/data_editor/tables/modpacks', {
    modpack: WORLD_MODPACK,
    version: '1',
    anvil_level_cap: 40,
    anvil_prior_work: 'vanilla',
  });
  return idOf(saved, 'row', 'id');
}

export interface TradeSpec {
  town: string;
  location: string;
  row: string;
  num: number;
  villager_type: string;
  cost_item1: string;
  cost_amount1: number;
  cost_item2?: string;
  cost_amount2?: number;
  sell_item: string;
  sell_amount: number;
  enchantments?: { name: string; level: number }[];
}

export interface WorldSpec {
  /** Town name → its location names. */
  towns: Record<string, readonly string[]>;
  trades: readonly TradeSpec[];
}

export interface World {
  owner: TestUser;
  serverId: number;
  serverName: string;
  townIds: Record<string, number>;
  /** `${town}/${location}` → location id. */
  locationIds: Record<string, number>;
  tradeIds: number[];
}

/**
 * A new server with the given towns, locations and trades, owned by `owner` (a fresh player when not given, so
 * the shared role accounts never see it; staff roles see every server).
 */
export async function createWorld(
  request: APIRequestContext,
  spec: WorldSpec,
  {
    prefix = 'world',
    owner,
    modpackId: givenModpack,
  }: { prefix?: string; owner?: TestUser; modpackId?: number } = {},
): Promise<World> {
  owner ??= await createPlayer(request, `${prefix}-owner`);
  const modpackId = givenModpack ?? (await ensureModpack(request));
  const api = await ApiAs.login(request, owner);
  const serverName = uniqueName(`${prefix}-server`);
  const serverId = idOf(
    await api.post('/servers', { name: serverName, modpack_id: modpackId }),
    'server',
    'id',
  );

  const townIds: Record<string, number> = {};
  const locationIds: Record<string, number> = {};
  for (const [town, locations] of Object.entries(spec.towns)) {
    townIds[town] = idOf(await api.post('/towns', { name: town, server_id: serverId }), 'town', 'id');
    for (const location of locations) {
      const saved = await api.post(`/towns/${townIds[town]}/locations`, {
        name: location,
        server_id: serverId,
      });
      locationIds[`${town}/${location}`] = idOf(saved, 'location', 'id');
    }
  }

  const tradeIds: number[] = [];
  for (const { town, ...trade } of spec.trades) {
    const townId = townIds[town];
    if (townId === undefined) throw new Error(`trade in unknown town ${town}`);
    tradeIds.push(idOf(await api.post('/trades', { ...trade, server_id: serverId, town_id: townId }), 'id'));
  }
  return { owner, serverId, serverName, townIds, locationIds, tradeIds };
}
