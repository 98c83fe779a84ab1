import { zodResolver } from '@hookform/resolvers/zod';
import type { Town } from '@tradehall/contracts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../entities/session';
import { useCreateTrade, useTradeTemplate } from '../../entities/trades';
import { ApiError, errorText } from '../../lib/api';
import { dropDraft, keepDraft, readDraft } from '../../lib/drafts';
import {
  type AddTradeInput,
  AddTradeSchema,
  type AddTradeValues,
  addTradeProblem,
  EMPTY_ITEMS,
  initialValues,
} from './add-trade-schema';
import type { Feedback } from './components/StatusMessage';
import { ADD_TRADE_DRAFT, addTradeWorthKeeping, restoredAddTrade } from './kept-drafts';
import { KEPT_INPUT, MESSAGES } from './messages';
import { describeTrade } from './trade-draft';

export interface AddTradeContext {
  serverId: number | null;
  /** Town and villager type come from the main filters. */
  town: Town | null;
  villagerType: string;
  /** The filters' location, row and num prefill the new trade's villager. */
  filterLocation: string;
  filterRow: string;
  filterNum: string;
}

/**
 * Add New Trade's state: the form (react-hook-form, checked by the contract schema), the villager of the filters
 * prefilling it, the trade template helper, and the result line. What the player typed is kept in session storage
 * (lib/drafts.ts) and comes back, with a note, after an outage page or a trip to /login.
 */
export function useAddTradeForm(context: AddTradeContext) {
  const { serverId, town, villagerType, filterLocation, filterRow, filterNum } = context;
  const { username } = useSession();
  const [kept] = useState(() => (username ? restoredAddTrade(readDraft(ADD_TRADE_DRAFT, username)) : null));
  const form = useForm<AddTradeInput, unknown, AddTradeValues>({
    resolver: zodResolver(AddTradeSchema),
    defaultValues: kept ?? initialValues(filterLocation, filterRow, filterNum),
  });
  const [feedback, setFeedback] = useState<Feedback | null>(
    kept ? { kind: 'info', text: KEPT_INPUT.addTrade } : null,
  );

  useEffect(() => {
    if (!username) return;
    const subscription = form.watch((values) => {
      if (addTradeWorthKeeping(values)) keepDraft(ADD_TRADE_DRAFT, username, values);
      else dropDraft(ADD_TRADE_DRAFT);
    });
    return () => subscription.unsubscribe();
  }, [form, username]);
  const createTrade = useCreateTrade(serverId);
  const template = useTradeTemplate(serverId);

  // The villager of the filters prefills the form; another villager type starts the items afresh. A kept form
  // keeps its own villager while the filters arrive from the address (the screen is just mounting).
  const { setValue } = form;
  const filterKey = JSON.stringify([filterLocation, filterRow, filterNum]);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  useEffect(() => {
    if (filterKey === lastFilterKey) return;
    const arriving = lastFilterKey === JSON.stringify(['', '', '']);
    setLastFilterKey(filterKey);
    if (kept && arriving) return;
    setValue('location', filterLocation);
    if (filterRow) setValue('row', filterRow);
    if (filterNum) setValue('num', filterNum);
  }, [setValue, kept, filterKey, lastFilterKey, filterLocation, filterRow, filterNum]);
  const resetItems = useCallback(() => {
    for (const [field, value] of Object.entries(EMPTY_ITEMS)) {
      setValue(field as keyof typeof EMPTY_ITEMS, value);
    }
  }, [setValue]);
  const [lastVillagerType, setLastVillagerType] = useState(villagerType);
  useEffect(() => {
    if (villagerType === lastVillagerType) return;
    setLastVillagerType(villagerType);
    // Without a type the form is disabled: nothing typed can belong to another type (and a kept form's type is
    // only arriving from the address).
    if (lastVillagerType !== '') resetItems();
  }, [villagerType, lastVillagerType, resetItems]);

  function applyTemplate() {
    const sellItem = form.getValues('sell_item');
    if (!sellItem || !villagerType) return;
    template.mutate(
      { villagerType, sellItem },
      {
        onSuccess: (average) => {
          form.setValue('cost_item1', average.cost_item1);
          form.setValue('cost_amount1', average.cost_amount1);
          form.setValue('cost_item2', average.cost_item2);
          form.setValue('cost_amount2', average.cost_amount2);
          setFeedback({ kind: 'success', text: MESSAGES.averagePriceApplied });
        },
        onError: (error) =>
          setFeedback(
            error instanceof ApiError && error.status === 404
              ? { kind: 'info', text: MESSAGES.noTemplate }
              : { kind: 'error', text: MESSAGES.templateError },
          ),
      },
    );
  }

  const fail = (text: string) => setFeedback({ kind: 'error', text });

  function add(values: AddTradeValues) {
    if (!town || serverId === null) return;
    createTrade.mutate(
      { ...values, server_id: serverId, town_id: town.id, town: town.name, villager_type: villagerType },
      {
        onSuccess: (trade) => {
          resetItems();
          const text = `Trade added: ${describeTrade(trade)}.`;
          setFeedback(
            trade.warnings?.length
              ? { kind: 'warning', text: `${text} Check the price:`, details: trade.warnings }
              : { kind: 'success', text },
          );
        },
        onError: (error) => fail(`${MESSAGES.addTradeError}${errorText(error, 'request failed')}`),
      },
    );
  }

  /** SPEC §5's checks first (villager type, town, server), then the contract schema's. */
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!villagerType) return fail(MESSAGES.specificVillagerTypeRequired);
    if (!town) return fail(MESSAGES.townAndSellItemRequired);
    if (serverId === null) return fail(MESSAGES.noServerSelected);
    void form.handleSubmit(add, (errors) => fail(addTradeProblem(errors)))(event);
  }

  return {
    form,
    feedback,
    submit,
    applyTemplate,
    adding: createTrade.isPending,
    applyingTemplate: template.isPending,
    ready: town !== null && villagerType !== '',
  };
}

export type AddTradeFormState = ReturnType<typeof useAddTradeForm>;
