import { type Enchantment, type Rarity, splitList, UpdateEnchantmentRequest } from '@tradehall/contracts';

/** What the editor's fields hold; lists are arrays here and comma-separated in the request. */
export interface EnchantmentFormValues {
  name: string;
  mcid: string;
  rarity: Rarity;
  maxlevel: number | string;
  applicable: string[];
  incompatibilities: string[];
  description: string;
  /** A treasure enchantment: librarians ask twice the emeralds. */
  treasure: boolean;
  /** Whether a librarian can sell its book. */
  librarian: boolean;
}

export type FormErrors = Partial<Record<keyof EnchantmentFormValues, string>>;

export const FIELD_LABELS: Readonly<Record<keyof EnchantmentFormValues, string>> = {
  name: 'Name',
  mcid: 'MCID',
  rarity: 'Rarity',
  maxlevel: 'Max Level',
  applicable: 'Applicable To',
  incompatibilities: 'Incompatible With',
  description: 'Description',
  treasure: 'Treasure',
  librarian: 'Sold by librarians',
};

export function formValuesOf(enchantment: Enchantment): EnchantmentFormValues {
  return {
    name: enchantment.name,
    mcid: enchantment.mcid,
    rarity: enchantment.rarity,
    maxlevel: enchantment.maxlevel,
    applicable: splitList(enchantment.applicable),
    incompatibilities: splitList(enchantment.incompatibilities),
    description: enchantment.description,
    treasure: enchantment.treasure,
    librarian: enchantment.librarian,
  };
}

/** The PUT body for the form, or the problems to show beside the fields (checked with the request schema). */
export function checkForm(
  values: EnchantmentFormValues,
  rowVersion: number,
): { ok: true; body: UpdateEnchantmentRequest } | { ok: false; errors: FormErrors } {
  const body: UpdateEnchantmentRequest = {
    name: values.name,
    mcid: values.mcid,
    rarity: values.rarity,
    maxlevel: typeof values.maxlevel === 'number' ? values.maxlevel : Number(values.maxlevel || Number.NaN),
    applicable: values.applicable.join(','),
    incompatibilities: values.incompatibilities.join(','),
    description: values.description,
    treasure: values.treasure,
    librarian: values.librarian,
    row_version: rowVersion,
  };
  const parsed = UpdateEnchantmentRequest.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in FIELD_LABELS) {
      const key = field as keyof EnchantmentFormValues;
      errors[key] ??= `${FIELD_LABELS[key]} ${issue.message}`;
    }
  }
  return { ok: false, errors };
}

/** Item types the Applicable To field suggests: every type in use, and Any. */
export function knownItemTypes(enchantments: readonly Enchantment[]): string[] {
  const types = new Set(enchantments.flatMap((e) => splitList(e.applicable)));
  types.delete('Any');
  return ['Any', ...[...types].sort()];
}

/**
 * The Incompatible With choices: every other enchantment by name (value: its mcid), plus any mcid the list
 * holds that no enchantment has, so nothing disappears unseen.
 */
export function incompatibilityOptions(
  enchantments: readonly Enchantment[],
  selfId: number,
  current: readonly string[],
): { value: string; label: string }[] {
  const options = enchantments.filter((e) => e.id !== selfId).map((e) => ({ value: e.mcid, label: e.name }));
  const known = new Set(options.map((o) => o.value));
  for (const mcid of current) if (!known.has(mcid)) options.push({ value: mcid, label: mcid });
  return options;
}
