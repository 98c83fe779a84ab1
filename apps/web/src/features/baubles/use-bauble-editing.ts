import type { Bauble } from '@tradehall/contracts';
import { useState } from 'react';
import { useSaveBauble } from '../../entities/baubles';
import { errorText } from '../../lib/api';
import { type BaubleDraft, checkDraft, type DraftErrors, draftOf } from './bauble-draft';

export type EditFeedback = { kind: 'success' | 'error'; text: string; detail?: string };

/**
 * Baubles edit mode (SPEC §4): Edit works on a copy of the selected bauble; Save sends it and returns to view;
 * Cancel discards the copy. Success shows the server's message, failure 'Error saving changes.'.
 */
export function useBaubleEditing(selected: Bauble | null) {
  const save = useSaveBauble();
  const [draft, setDraft] = useState<BaubleDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [feedback, setFeedback] = useState<EditFeedback | null>(null);

  const editing = draft !== null && selected !== null;

  return {
    editing,
    draft: editing ? draft : null,
    errors,
    feedback,
    saving: save.isPending,
    clearFeedback: () => setFeedback(null),
    startEdit() {
      if (!selected) return;
      setDraft(draftOf(selected));
      setErrors({});
      setFeedback(null);
    },
    change: setDraft,
    cancel() {
      setDraft(null);
      setErrors({});
    },
    submit() {
      if (!selected || !draft) return;
      const checked = checkDraft(draft, selected.row_version);
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      setFeedback(null);
      save.mutate(
        { id: selected.id, body: checked.body },
        {
          onSuccess: ({ message }) => {
            setDraft(null);
            setFeedback({ kind: 'success', text: message });
          },
          onError: (error) =>
            setFeedback({ kind: 'error', text: 'Error saving changes.', detail: errorText(error, '') }),
        },
      );
    },
  };
}
