import { useQueryClient } from '@tanstack/react-query';
import { OPTIMIZER_MESSAGES, type OptimizerEnchantment } from '@tradehall/contracts';
import { useState } from 'react';
import { applicableQuery, useDeleteConfig, useSaveConfig, useSavedConfigs } from './api/optimizer-queries';
import {
  checkLoadedConfig,
  saveProblem,
  selectionsFromConfig,
  withLevels,
  withReason,
} from './optimizer-rules';
import type { OptimizerScreen } from './use-optimizer-screen';

export interface Feedback {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** Saved configurations: the chosen one, the name field, and Save, Load and Delete with their messages. */
export function useConfigActions(screen: OptimizerScreen) {
  const queryClient = useQueryClient();
  const configs = useSavedConfigs();
  const save = useSaveConfig();
  const remove = useDeleteConfig();
  const [chosenId, setChosenId] = useState('');
  const [configName, setConfigName] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const chosen = configs.data?.find((config) => String(config.id) === chosenId) ?? null;

  const fail = (text: string) => setFeedback({ tone: 'error', text });

  async function saveCurrent() {
    const problem = saveProblem(configName, screen.item?.keyword ?? null, screen.selected);
    if (problem || !screen.item) return fail(problem ?? OPTIMIZER_MESSAGES.itemRequiredToSave);
    setFeedback(null);
    try {
      const saved = await save.mutateAsync({
        config_name: configName.trim(),
        item_keyword: screen.item.keyword,
        items: withLevels(screen.selected).map(({ name, level }) => ({ enchantment: name, level })),
      });
      setChosenId(String(saved.config.id));
      setConfigName(saved.config.config_name);
      setFeedback({ tone: 'success', text: saved.message });
    } catch (error) {
      fail(withReason(OPTIMIZER_MESSAGES.saveFailed, error));
    }
  }

  async function loadChosen() {
    if (!chosen) return fail(OPTIMIZER_MESSAGES.configRequired);
    const menuItems = screen.menu.data;
    if (!menuItems) return fail(OPTIMIZER_MESSAGES.menuItemsLoadError);
    const checked = checkLoadedConfig(chosen, menuItems);
    if ('problem' in checked) return fail(checked.problem);
    let applicable: OptimizerEnchantment[];
    try {
      applicable = await queryClient.fetchQuery(applicableQuery(checked.item.types));
    } catch (error) {
      return fail(withReason(OPTIMIZER_MESSAGES.applicableLoadError, error));
    }
    const { selected, skipped } = selectionsFromConfig(checked.items, applicable);
    screen.load(checked.item, selected);
    setConfigName(chosen.config_name);
    const loaded = `Loaded config "${chosen.config_name}".`;
    setFeedback(
      skipped.length > 0
        ? {
            tone: 'info',
            text: `${loaded} Left out, as ${checked.item.keyword} no longer takes them: ${skipped.join(', ')}.`,
          }
        : { tone: 'success', text: loaded },
    );
  }

  async function deleteChosen() {
    if (!chosen) return fail(OPTIMIZER_MESSAGES.configRequired);
    setFeedback(null);
    try {
      const answer = await remove.mutateAsync(chosen.id);
      setChosenId('');
      setFeedback({ tone: 'success', text: answer.message });
    } catch (error) {
      fail(withReason(OPTIMIZER_MESSAGES.deleteFailed, error));
    }
  }

  function choose(id: string) {
    setChosenId(id);
    setFeedback(null);
  }

  return {
    configs,
    chosenId,
    choose,
    configName,
    setConfigName,
    feedback,
    busy: save.isPending || remove.isPending,
    saveCurrent,
    loadChosen,
    deleteChosen,
  };
}
