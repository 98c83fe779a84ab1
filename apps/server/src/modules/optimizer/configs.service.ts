import type { MessageResponse, OptimizerConfig, SaveOptimizerConfigResponse } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../logs/audit';
import { writeTransaction } from '../shared/transaction';
import { type ConfigBody, checkBody, toConfig } from './config-values';
import {
  type ConfigRow,
  deleteConfig,
  findConfig,
  findConfigByName,
  insertConfig,
  listConfigRows,
  updateConfig,
} from './configs.repository';

/** Another user's config answers the same as a missing one. */
export const CONFIG_NOT_FOUND = 'Config not found.';
const nameTaken = (name: string) => `You already have another config named "${name}".`;

/** GET /api/optimizer/configs: the caller's own configs, by name. */
export async function listConfigs(db: Kysely<Database>, user: AuthUser): Promise<OptimizerConfig[]> {
  const rows = await listConfigRows(db, user.id);
  return rows
    .map(toConfig)
    .sort((a, b) => a.config_name.localeCompare(b.config_name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

const auditView = (row: ConfigRow) => ({ ...toConfig(row), user_id: row.user_id });

/** POST /api/optimizer/configs: creates the config, or updates the caller's config of the same name. */
export async function saveConfig(
  db: Kysely<Database>,
  user: AuthUser,
  body: ConfigBody,
): Promise<SaveOptimizerConfigResponse> {
  const values = await checkBody(db, body);
  return writeTransaction(
    db,
    async (trx) => {
      const existing = await findConfigByName(trx, user.id, values.config_name);
      const now = nowIso();
      if (existing) {
        const saved = await updateConfig(trx, existing.id, values, now);
        await writeAudit(trx, {
          username: user.username,
          action: 'update',
          table: 'optimizer_configs',
          details: { id: saved.id, before: auditView(existing), after: auditView(saved) },
        });
        return { message: `Config "${saved.config_name}" updated.`, created: false, config: toConfig(saved) };
      }
      const saved = await insertConfig(trx, user.id, values, now);
      await writeAudit(trx, {
        username: user.username,
        action: 'create',
        table: 'optimizer_configs',
        details: { id: saved.id, after: auditView(saved) },
      });
      return { message: `Config "${saved.config_name}" saved.`, created: true, config: toConfig(saved) };
    },
    { duplicate: nameTaken(values.config_name) },
  );
}

/** PUT /api/optimizer/configs/{id}: the caller's own config only (404 otherwise). */
export async function updateConfigById(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  body: ConfigBody,
): Promise<SaveOptimizerConfigResponse> {
  if (!(await findConfig(db, user.id, id))) throw notFound(CONFIG_NOT_FOUND);
  const values = await checkBody(db, body);
  return writeTransaction(
    db,
    async (trx) => {
      const before = await findConfig(trx, user.id, id);
      if (!before) throw notFound(CONFIG_NOT_FOUND);
      const clash = await findConfigByName(trx, user.id, values.config_name);
      if (clash && clash.id !== id) throw conflict(nameTaken(clash.config_name));
      const saved = await updateConfig(trx, id, values, nowIso());
      await writeAudit(trx, {
        username: user.username,
        action: 'update',
        table: 'optimizer_configs',
        details: { id, before: auditView(before), after: auditView(saved) },
      });
      return { message: `Config "${saved.config_name}" updated.`, created: false, config: toConfig(saved) };
    },
    { duplicate: nameTaken(values.config_name) },
  );
}

/** DELETE /api/optimizer/configs/{id}: the caller's own config only (404 otherwise). */
export async function deleteConfigById(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
): Promise<MessageResponse> {
  return writeTransaction(db, async (trx) => {
    const before = await findConfig(trx, user.id, id);
    if (!before) throw notFound(CONFIG_NOT_FOUND);
    await deleteConfig(trx, id);
    await writeAudit(trx, {
      username: user.username,
      action: 'delete',
      table: 'optimizer_configs',
      details: { id, before: auditView(before) },
    });
    return { message: `Config "${before.config_name}" deleted.` };
  });
}
