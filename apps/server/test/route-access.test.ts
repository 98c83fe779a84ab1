import { readFileSync } from 'node:fs';
import { can, PERMISSIONS, type Permission, ROLES, type Role } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ALL_ADMIN_ONLY } from '../src/modules/import-export/import-export.routes';
import type { RouteAccessEntry } from '../src/plugins/auth';
import { createTestApp, type Session, type TestApp } from './helpers';

/**
 * Walks every /api route × every role and checks the server against a literal copy of the role table: the
 * permission table of docs/architecture.md, parsed here (not the `allows()` / `PERMISSIONS` the server itself
 * uses), so a wrong entry in the code fails. No token answers 401; a role the doc says no to answers 403 with the
 * role message; a role the doc says yes to never gets the role refusal (it may still get 400/404/403 for
 * membership, which other tests cover).
 */
const ARCHITECTURE_DOC = new URL('../../../docs/architecture.md', import.meta.url);
const HEADER = ['permission', 'user', 'editor', 'data_manager', 'auditor', 'admin'];

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The `| permission | user | … | admin |` table of the doc: permission → the roles it says yes to. */
function documentedPermissions(markdown: string): Map<string, Set<string>> {
  const lines = markdown.split(/\r?\n/);
  const headerAt = lines.findIndex(
    (line) => line.trim().startsWith('|') && cellsOf(line).join('|') === HEADER.join('|'),
  );
  if (headerAt < 0) throw new Error(`docs/architecture.md has no table | ${HEADER.join(' | ')} |`);
  if (!/^\|(\s*:?-+:?\s*\|)+$/.test(lines[headerAt + 1]?.trim() ?? '')) {
    throw new Error('the permission table of docs/architecture.md has no separator row under its header');
  }
  const table = new Map<string, Set<string>>();
  for (const line of lines.slice(headerAt + 2)) {
    if (!line.trim().startsWith('|')) break;
    const [key, ...cells] = cellsOf(line);
    const permission = key!.replace(/`/g, '');
    if (cells.length !== HEADER.length - 1) throw new Error(`row ${permission}: ${cells.length} role cells`);
    if (table.has(permission)) throw new Error(`row ${permission} appears twice`);
    const roles = new Set<string>();
    cells.forEach((cell, index) => {
      if (cell !== 'yes' && cell !== 'no') throw new Error(`row ${permission}: cell '${cell}' is not yes/no`);
      if (cell === 'yes') roles.add(HEADER[index + 1]!);
    });
    table.set(permission, roles);
  }
  return table;
}

const DOC = documentedPermissions(readFileSync(ARCHITECTURE_DOC, 'utf8'));

/** Whether the doc lets the role through a route with this access; undefined when the doc lacks the permission. */
function docAllows(access: string, role: Role): boolean | undefined {
  if (access === 'public' || access === 'authenticated') return true;
  return DOC.get(access)?.has(role);
}

/**
 * The role refusal: 403 `Your role (<role>) may not do this.` (plugins/auth.ts), or any other text starting
 * `Your role`, or the text of its own a route declares for it (`config.denied`, e.g. Import All's).
 */
const CUSTOM_DENIALS: Record<string, string> = { 'POST /api/import_all': IMPORT_ALL_ADMIN_ONLY };
const deniedMessageOf = (route: RouteAccessEntry): string | undefined => {
  const entry = route as RouteAccessEntry & { denied?: string; deniedMessage?: string };
  return entry.denied ?? entry.deniedMessage ?? CUSTOM_DENIALS[`${route.method} ${route.url}`];
};

const isRoleRefusal = (route: RouteAccessEntry, status: number, error: unknown) =>
  status === 403 &&
  typeof error === 'string' &&
  (error.startsWith('Your role') || error === deniedMessageOf(route));

/**
 * The routes that the narrower rows of the role table are about, with the permission each must declare (so a
 * route moved to a wider permission fails too, not only a wrong role list). Import All is admin-only.
 */
const PINNED_ROUTES: Record<string, string> = {
  'POST /api/import_all': 'backup.restore',
  'POST /api/import/:table': 'admin.write',
  'POST /api/data_editor/tables/:table': 'admin.write',
  'PUT /api/data_editor/tables/:table/:id': 'admin.write',
  'DELETE /api/data_editor/tables/:table/:id': 'admin.write',
  'GET /api/export/:table': 'admin.read',
  'GET /api/export_all': 'admin.read',
  'GET /api/logs': 'admin.read',
  'GET /api/admin/users': 'admin.read',
  'POST /api/admin/users': 'users.manage',
  'PUT /api/admin/users/:username/role': 'users.manage',
  'PUT /api/baubles/:id': 'baubles.edit',
  'PUT /api/enchantments/:id': 'references.edit',
};

let t: TestApp;
const sessions = new Map<string, Session>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) sessions.set(role, await t.loginAs(role));
});
afterAll(() => t.close());

const SAMPLE_PARAMS: Record<string, string> = { username: 'nobody', table: 'trades', town: '999999' };
const fillParams = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '999999');

describe('the role table of docs/architecture.md', () => {
  it('has a column per role and a yes/no row per permission of the code, no more, no less', () => {
    expect(HEADER.slice(1).sort()).toEqual([...ROLES].sort());
    expect([...DOC.keys()].sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it('lists every permission a route uses', () => {
    const used = new Set(
      t.app.routeAccess.map((r) => r.access).filter((a) => a !== 'public' && a !== 'authenticated'),
    );
    const missing = [...used].filter((permission) => !DOC.has(permission));
    expect(missing, 'permissions used by routes but missing from docs/architecture.md').toEqual([]);
  });

  it('is what the routes of its narrower rows declare (Import All: backup.restore)', () => {
    const declared = new Map(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access as string]));
    const wrong = Object.entries(PINNED_ROUTES)
      .filter(([route, permission]) => declared.get(route) !== permission)
      .map(
        ([route, permission]) =>
          `${route}: declares ${declared.get(route) ?? 'nothing'}, needs ${permission}`,
      );
    expect(wrong).toEqual([]);
  });

  it('matches the role lists of PERMISSIONS, also for permissions that services check (no route)', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      for (const role of ROLES) {
        expect(can(role, permission), `${permission} for ${role}`).toBe(DOC.get(permission)?.has(role));
      }
    }
  });
});

describe('route × role access', () => {
  it('every /api route declares its access and the list is not empty', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(5);
    for (const entry of t.app.routeAccess) expect(entry.access).toBeTruthy();
  });

  it('refuses every non-public route without a token (401)', async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access !== 'public')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: fillParams(route.url),
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses exactly the roles the doc says no to with 403, and lets the others through', async () => {
    const mismatches: string[] = [];
    for (const route of t.app.routeAccess.filter((r) => r.access !== 'public')) {
      for (const role of ROLES) {
        const allowed = docAllows(route.access, role);
        const where = `${role} ${route.method} ${route.url} (${route.access})`;
        if (allowed === undefined) {
          mismatches.push(`${where}: '${route.access}' is not in the doc's permission table`);
          continue;
        }
        const response = await sessions.get(role)!.request({
          method: route.method as 'GET',
          url: fillParams(route.url),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const error = safeError(response.body);
        const got = `${response.statusCode} ${response.body.slice(0, 120)}`;
        if (response.statusCode === 401) {
          mismatches.push(`${where}: signed in but got ${got}`);
        } else if (allowed && isRoleRefusal(route, response.statusCode, error)) {
          mismatches.push(`${where}: the doc says yes, the server refused: ${got}`);
        } else if (!allowed && !isRoleRefusal(route, response.statusCode, error)) {
          mismatches.push(`${where}: the doc says no, the server answered ${got}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

function safeError(body: string): unknown {
  try {
    return (JSON.parse(body) as { error?: unknown }).error;
  } catch {
    return undefined;
  }
}
