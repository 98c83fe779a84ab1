import { Button, Group, Select, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import { BAUBLE_SLOTS, BAUBLE_TIERS, type BaubleSlot, type BaubleTier } from '@tradehall/contracts';
import type { FormEvent } from 'react';
import type { BaubleDraft, DraftErrors } from '../bauble-draft';
import { slotLabel } from '../slot-labels';
import { BaubleIcon } from './BaubleIcon';

interface BaubleEditFormProps {
  draft: BaubleDraft;
  errors: DraftErrors;
  knownTags: readonly string[];
  saving: boolean;
  onChange: (draft: BaubleDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** 'is required' under the Name field reads 'Name is required'. */
const withLabel = (label: string, message: string | undefined) =>
  message ? `${label} ${message}` : undefined;

/** The details panel in edit mode (admins): every field of the bauble, then Save or Cancel. */
export function BaubleEditForm({
  draft,
  errors,
  knownTags,
  saving,
  onChange,
  onSave,
  onCancel,
}: BaubleEditFormProps) {
  const set = <K extends keyof BaubleDraft>(key: K, value: BaubleDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form onSubmit={submit} aria-label="Edit bauble" noValidate>
      <Stack gap="sm">
        <Group wrap="nowrap" gap="sm">
          <BaubleIcon name={draft.name} slot={draft.type} icon={draft.icon} size={56} />
          <Title order={2}>Editing {draft.name || 'bauble'}</Title>
        </Group>
        <TextInput
          label="Name"
          required
          value={draft.name}
          error={withLabel('Name', errors.name)}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <Group grow>
          <Select
            label="Slot"
            data={BAUBLE_SLOTS.map((slot) => ({ value: slot, label: slotLabel(slot) }))}
            value={draft.type}
            allowDeselect={false}
            error={withLabel('Slot', errors.type)}
            onChange={(value) => value && set('type', value as BaubleSlot)}
          />
          <Select
            label="Tier"
            data={[...BAUBLE_TIERS]}
            value={draft.tier}
            allowDeselect={false}
            error={withLabel('Tier', errors.tier)}
            onChange={(value) => value && set('tier', value as BaubleTier)}
          />
        </Group>
        <TagsInput
          label="Tags"
          description="Press Enter or comma after each tag"
          data={[...knownTags]}
          value={draft.tags}
          error={withLabel('Tags', errors.tags)}
          onChange={(tags) => set('tags', tags)}
          acceptValueOnBlur
        />
        <TextInput
          label="Icon image (optional)"
          description="A /path or an http(s) URL; leave empty to use the drawn icon"
          value={draft.icon}
          error={withLabel('Icon', errors.icon)}
          onChange={(event) => set('icon', event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={draft.description}
          error={withLabel('Description', errors.description)}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Textarea
          label="How to Obtain"
          autosize
          minRows={2}
          value={draft.howToObtain}
          error={withLabel('How to Obtain', errors.howToObtain)}
          onChange={(event) => set('howToObtain', event.currentTarget.value)}
        />
        <Textarea
          label="Upgrade Path"
          description="Steps separated by semicolons"
          autosize
          minRows={2}
          value={draft.upgradePath}
          error={withLabel('Upgrade Path', errors.upgradePath)}
          onChange={(event) => set('upgradePath', event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
