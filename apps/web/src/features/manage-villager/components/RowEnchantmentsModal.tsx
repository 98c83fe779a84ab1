import type { Enchantment, Trade } from '@tradehall/contracts';
import { enchantmentChoices, type ItemTypeKeyword } from '@tradehall/domain';
import { useCallback, useMemo } from 'react';
import type { ChosenEnchantment, TradeDraft } from '../trade-draft';
import { EnchantmentModal } from './EnchantmentModal';

interface RowEnchantmentsModalProps {
  /** The table row whose Edit was clicked, or null (closed). */
  editing: Trade | null;
  drafts: ReadonlyMap<number, TradeDraft>;
  enchantments: readonly Enchantment[];
  itemTypeMap: readonly ItemTypeKeyword[];
  onSave: (trade: Trade, chosen: readonly ChosenEnchantment[]) => void;
  onClose: () => void;
}

/** The enchantment modal of a table row: the choices of its (possibly edited) sell item. */
export function RowEnchantmentsModal({
  editing,
  drafts,
  enchantments,
  itemTypeMap,
  onSave,
  onClose,
}: RowEnchantmentsModalProps) {
  const draft = editing ? (drafts.get(editing.id) ?? null) : null;
  const sellItem = draft?.sell_item ?? editing?.sell_item ?? '';
  const choices = useMemo(
    () => enchantmentChoices(sellItem, enchantments, itemTypeMap),
    [sellItem, enchantments, itemTypeMap],
  );
  const maxLevels = useMemo(
    () => new Map(enchantments.map((enchantment) => [enchantment.name.toLowerCase(), enchantment.maxlevel])),
    [enchantments],
  );
  const maxLevelOf = useCallback((name: string) => maxLevels.get(name.toLowerCase()), [maxLevels]);

  return (
    <EnchantmentModal
      opened={editing !== null}
      itemName={sellItem}
      choices={choices}
      maxLevelOf={maxLevelOf}
      initial={draft?.enchantments ?? editing?.enchantments ?? []}
      onSave={(chosen) => {
        if (editing) onSave(editing, chosen);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
