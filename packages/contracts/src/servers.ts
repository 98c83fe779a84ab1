import { z } from 'zod';
import { ANVIL_PRIOR_WORK_RULES } from './anvil-rules';
import { requiredText } from './common';
import { idNumber } from './ids';

export const Server = z.object({
  id: z.number(),
  name: z.string(),
  modpack_id: z.number(),
  owner_username: z.string(),
  members: z.array(z.string()),
});
export type Server = z.infer<typeof Server>;
/** GET /api/servers. */
export const ServerListSchema = z.array(Server);

export const Modpack = z.object({
  id: z.number(),
  modpack: z.string(),
  version: z.string(),
  /** A step costing this many levels or more is Too Expensive; null: no cap. */
  anvil_level_cap: z.number().nullable(),
  anvil_prior_work: z.enum(ANVIL_PRIOR_WORK_RULES),
});
export type Modpack = z.infer<typeof Modpack>;
/** GET /api/modpacks: the choices for a server's modpack. */
export const ModpackListSchema = z.array(Modpack);

export const CreateServerRequest = z.object({
  name: requiredText(100),
  modpack_id: idNumber('is required'),
});
export type CreateServerRequest = z.infer<typeof CreateServerRequest>;
/** PUT /api/servers/{id}: the modpack (and optionally a new name). Owner or admin only. */
export const UpdateServerRequest = z.object({
  modpack_id: idNumber('is required'),
  name: requiredText(100).optional(),
});
export type UpdateServerRequest = z.infer<typeof UpdateServerRequest>;
export const AddMemberRequest = z.object({ username: requiredText(64) });
/** Answer of POST /api/servers, PUT /api/servers/{id} and POST /api/servers/{id}/members. */
export const ServerResult = z.object({ message: z.string(), server: Server });
export type ServerResult = z.infer<typeof ServerResult>;

export const Town = z.object({
  id: z.number(),
  name: z.string(),
  server_id: z.number(),
  row_version: z.number(),
});
export type Town = z.infer<typeof Town>;
/** GET /api/towns. */
export const TownListSchema = z.array(Town);
export const Location = z.object({
  id: z.number(),
  name: z.string(),
  town_id: z.number(),
  row_version: z.number(),
});
export type Location = z.infer<typeof Location>;
/** GET /api/towns/{id}/locations. */
export const LocationListSchema = z.array(Location);

export const CreateTownRequest = z.object({
  name: requiredText(100),
  server_id: idNumber(),
});
export type CreateTownRequest = z.infer<typeof CreateTownRequest>;
/** row_version: the version the client last saw; a stale one answers 409. Omit to overwrite. */
export const RenameRequest = z.object({
  name: requiredText(100),
  row_version: z.number().int().positive().optional(),
});
export type RenameRequest = z.infer<typeof RenameRequest>;
export const CreateLocationRequest = z.object({
  name: requiredText(100),
  server_id: idNumber(),
});
export type CreateLocationRequest = z.infer<typeof CreateLocationRequest>;

/** Answer of POST /api/towns and PUT /api/towns/{id} ('Town updated successfully!'). */
export const TownResult = z.object({ message: z.string(), town: Town });
export type TownResult = z.infer<typeof TownResult>;
/** Answer of POST /api/towns/{town}/locations and PUT /api/locations/{id} ('Location updated successfully!'). */
export const LocationResult = z.object({ message: z.string(), location: Location });
export type LocationResult = z.infer<typeof LocationResult>;

/** What a cascade delete removed, e.g. for a town: its locations and trades. */
export const DeleteResult = z.object({
  message: z.string(),
  deleted: z.record(z.string(), z.number()),
});
export type DeleteResult = z.infer<typeof DeleteResult>;
