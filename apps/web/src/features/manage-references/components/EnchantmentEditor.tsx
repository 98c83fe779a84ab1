import {
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { ENCHANTMENT_MAX_LEVEL_LIMIT, type Enchantment, RARITIES, type Rarity } from '@tradehall/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useSaveEnchantment } from '../../../entities/enchantments';
import { errorText } from '../../../lib/api';
import {
  checkForm,
  type EnchantmentFormValues,
  type FormErrors,
  formValuesOf,
  incompatibilityOptions,
  knownItemTypes,
} from '../enchantment-form';
import { SaveFeedback, type SaveFeedbackState } from './SaveFeedback';

interface EnchantmentEditorProps {
  enchantment: Enchantment;
  all: readonly Enchantment[];
  /** Roles without 'references.edit' see the fields but cannot change or save them. */
  readOnly: boolean;
}

/** The form of one enchantment: Name, MCID, Rarity, Max Level, Applicable To, Incompatible With, Description. */
export function EnchantmentEditor({ enchantment, all, readOnly }: EnchantmentEditorProps) {
  const [values, setValues] = useState<EnchantmentFormValues>(() => formValuesOf(enchantment));
  const [rowVersion, setRowVersion] = useState(enchantment.row_version);
  const [errors, setErrors] = useState<FormErrors>({});
  const [feedback, setFeedback] = useState<SaveFeedbackState | null>(null);
  const save = useSaveEnchantment();

  const itemTypes = useMemo(() => knownItemTypes(all), [all]);
  const partnerOptions = useMemo(
    () => incompatibilityOptions(all, enchantment.id, values.incompatibilities),
    [all, enchantment.id, values.incompatibilities],
  );
  const set = <K extends keyof EnchantmentFormValues>(key: K, value: EnchantmentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    const checked = checkForm(values, rowVersion);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setFeedback(null);
    save.mutate(
      { id: enchantment.id, body: checked.body },
      {
        onSuccess: (result) => {
          setValues(formValuesOf(result.enchantment));
          setRowVersion(result.enchantment.row_version);
          setFeedback({ kind: 'success', text: result.message, alsoUpdated: result.also_updated });
        },
        onError: (error) =>
          setFeedback({ kind: 'error', text: 'Save failed.', detail: errorText(error, '') }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Enchantment ${enchantment.name}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2}>{enchantment.name}</Title>
          {enchantment.curse && <Badge color="grape">Curse</Badge>}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            value={values.name}
            readOnly={readOnly}
            error={errors.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <TextInput
            label="MCID"
            value={values.mcid}
            readOnly={readOnly}
            error={errors.mcid}
            onChange={(event) => set('mcid', event.currentTarget.value)}
          />
          <Select
            label="Rarity"
            data={[...RARITIES]}
            value={values.rarity}
            readOnly={readOnly}
            allowDeselect={false}
            error={errors.rarity}
            onChange={(rarity) => rarity && set('rarity', rarity as Rarity)}
          />
          <NumberInput
            label="Max Level"
            value={values.maxlevel}
            readOnly={readOnly}
            min={1}
            max={ENCHANTMENT_MAX_LEVEL_LIMIT}
            allowDecimal={false}
            clampBehavior="none"
            error={errors.maxlevel}
            onChange={(maxlevel) => set('maxlevel', maxlevel)}
          />
        </SimpleGrid>
        <TagsInput
          label="Applicable To"
          description="Item types, or Any"
          data={itemTypes}
          value={values.applicable}
          readOnly={readOnly}
          error={errors.applicable}
          onChange={(applicable) => set('applicable', applicable)}
          acceptValueOnBlur
        />
        <MultiSelect
          label="Incompatible With"
          description="Kept symmetric: the enchantments picked here list this one back"
          data={partnerOptions}
          value={values.incompatibilities}
          readOnly={readOnly}
          searchable
          hidePickedOptions
          nothingFoundMessage="No enchantment matches"
          error={errors.incompatibilities}
          onChange={(incompatibilities) => set('incompatibilities', incompatibilities)}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={values.description}
          readOnly={readOnly}
          error={errors.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Group>
          <Checkbox
            label="Treasure (librarians ask twice the emeralds)"
            checked={values.treasure}
            readOnly={readOnly}
            onChange={(event) => !readOnly && set('treasure', event.currentTarget.checked)}
          />
          <Checkbox
            label="Sold by librarians"
            checked={values.librarian}
            readOnly={readOnly}
            onChange={(event) => !readOnly && set('librarian', event.currentTarget.checked)}
          />
        </Group>
        {feedback && <SaveFeedback feedback={feedback} />}
        {!readOnly && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save Changes
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
