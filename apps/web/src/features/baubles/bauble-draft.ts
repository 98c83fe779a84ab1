import { BAUBLE_SLOTS, type Bauble, type BaubleSlot, UpdateBaubleRequest } from '@tradehall/contracts';

/** The copy of a bauble that edit mode changes; the bauble itself stays as it was until Save succeeds. */
export interface BaubleDraft {
  name: string;
  type: BaubleSlot;
  tier: Bauble['tier'];
  tags: string[];
  icon: string;
  description: string;
  howToObtain: string;
  upgradePath: string;
}

export type DraftErrors = Partial<Record<keyof BaubleDraft, string>>;

const isSlot = (value: string): value is BaubleSlot => (BAUBLE_SLOTS as readonly string[]).includes(value);

export function draftOf(bauble: Bauble): BaubleDraft {
  return {
    name: bauble.name,
    type: isSlot(bauble.type) ? bauble.type : 'any',
    tier: bauble.tier,
    tags: [...bauble.tags],
    icon: bauble.icon,
    description: bauble.description,
    howToObtain: bauble.howToObtain,
    upgradePath: bauble.upgradePath,
  };
}

/** The PUT body for the draft, or the problems to show beside the fields (checked with the request schema). */
export function checkDraft(
  draft: BaubleDraft,
  rowVersion: number,
): { ok: true; body: UpdateBaubleRequest } | { ok: false; errors: DraftErrors } {
  const body: UpdateBaubleRequest = { ...draft, row_version: rowVersion };
  const parsed = UpdateBaubleRequest.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in draft && !errors[field as keyof BaubleDraft]) {
      errors[field as keyof BaubleDraft] = issue.message;
    }
  }
  return { ok: false, errors };
}
