import type { Modpack } from '@tradehall/contracts';
import { compareNatural } from '../../lib/natural-sort';

/** SPEC §5's message for a server without a name or modpack (the server answers the same). */
export const SERVER_REQUIRED = 'Server name and modpack are required.';

export function modpackLabel(modpack: Modpack): string {
  return modpack.version ? `${modpack.modpack} ${modpack.version}` : modpack.modpack;
}

/**
 * The modpack a first server most likely runs: Tradehall is for RLCraft, so its newest RLCraft modpack (versions
 * in natural order: 2.10 after 2.9), else the first listed (the list comes sorted by name).
 */
export function preselectedModpack(modpacks: readonly Modpack[]): string {
  const rlcraft = modpacks
    .filter((pack) => pack.modpack.trim().toLowerCase() === 'rlcraft')
    .sort((a, b) => compareNatural(b.version, a.version));
  const chosen = rlcraft[0] ?? modpacks[0];
  return chosen ? String(chosen.id) : '';
}

/** The body of POST /api/servers, or which field is missing. */
export function readFirstServer(
  name: string,
  modpackId: string,
): { ok: true; body: { name: string; modpack_id: number } } | { ok: false; field: 'name' | 'modpack' } {
  if (name.trim() === '') return { ok: false, field: 'name' };
  if (modpackId === '') return { ok: false, field: 'modpack' };
  return { ok: true, body: { name: name.trim(), modpack_id: Number(modpackId) } };
}
