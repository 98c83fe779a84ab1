import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { OPTIMIZER_MESSAGES, type OptimizerEnchantment } from '@tradehall/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useCreateOptimizerConfig,
  useDeleteOptimizerConfig,
  useOptimizerConfigs,
} from '../../entities/optimizer-configs';
import { applicableEnchantmentsQuery } from '../../entities/reference';
import { formProblem } from '../../lib/form-problem';
import { CONFIG_NAME_LABELS, ConfigNameForm } from './config-name-form';
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

/**
 * Saved configurations: the chosen one, the name field, and Save, Load and Delete with their messages. Save goes
 * by the typed name (SPEC §4): the user's config of that name is updated, any other name creates a config, so a
 * loaded config is never renamed by saving under a new name.
 */
export function useConfigActions(screen: OptimizerScreen) {
  const queryClient = useQueryClient();
  const configs = useOptimizerConfigs();
  const create = useCreateOptimizerConfig();
  const remove = useDeleteOptimizerConfig();
  const [chosenId, setChosenId] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const nameForm = useForm({ resolver: zodResolver(ConfigNameForm), defaultValues: { config_name: '' } });
  const chosen = configs.data?.find((config) => String(config.id) === chosenId) ?? null;

  const fail = (text: string) => setFeedback({ tone: 'error', text });
  const setConfigName = (name: string) => nameForm.setValue('config_name', name);

  async function save({ config_name }: ConfigNameForm) {
    const problem = saveProblem(config_name, screen.item?.keyword ?? null, screen.selected);
    if (problem || !screen.item) return fail(problem ?? OPTIMIZER_MESSAGES.itemRequiredToSave);
    setFeedback(null);
    const body = {
      config_name,
      item_keyword: screen.item.keyword,
      items: withLevels(screen.selected).map(({ name, level }) => ({ enchantment: name, level })),
      anvil_rules: screen.settings.rules,
    };
    try {
      const saved = await create.mutateAsync(body);
      setChosenId(String(saved.config.id));
      setConfigName(saved.config.config_name);
      setFeedback({ tone: 'success', text: saved.message });
    } catch (error) {
      fail(withReason(OPTIMIZER_MESSAGES.saveFailed, error));
    }
  }

  const saveCurrent = nameForm.handleSubmit(save, (errors) =>
    fail(formProblem(errors, CONFIG_NAME_LABELS) ?? OPTIMIZER_MESSAGES.configNameRequired),
  );

  async function loadChosen() {
    if (!chosen) return fail(OPTIMIZER_MESSAGES.configRequired);
    const menuItems = screen.menu.data;
    if (!menuItems) return fail(OPTIMIZER_MESSAGES.menuItemsLoadError);
    const checked = checkLoadedConfig(chosen, menuItems);
    if ('problem' in checked) return fail(checked.problem);
    let applicable: OptimizerEnchantment[];
    try {
      applicable = await queryClient.fetchQuery(applicableEnchantmentsQuery(checked.item.types));
    } catch (error) {
      return fail(withReason(OPTIMIZER_MESSAGES.applicableLoadError, error));
    }
    const { selected, skipped } = selectionsFromConfig(checked.items, applicable);
    screen.load(checked.item, selected, checked.anvilRules);
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
    configName: nameForm.watch('config_name'),
    setConfigName,
    feedback,
    busy: create.isPending || remove.isPending,
    saveCurrent,
    loadChosen,
    deleteChosen,
  };
}
