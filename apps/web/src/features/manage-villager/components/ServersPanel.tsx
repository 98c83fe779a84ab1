import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { Modpack } from '@tradehall/contracts';
import { type FormEvent, useState } from 'react';
import { INPUT_LABEL_OFFSET, problemProps } from '../../../components/field-feedback';
import { useModpackChoices } from '../../../entities/modpacks';
import { useAddMember, useCreateServer, useDeleteServer, useUpdateServer } from '../../../entities/servers';
import { useSession } from '../../../entities/session';
import { errorText } from '../../../lib/api';
import { can } from '../../../lib/permissions';
import { MESSAGES, SERVER_LIST_REFRESH } from '../messages';
import { ConfirmBanner } from './ConfirmBanner';
import { NEW, PanelFrame } from './PanelFrame';
import { type Feedback, fieldProblem, formFeedback, StatusMessage } from './StatusMessage';

function modpackLabel(modpack: Modpack): string {
  return modpack.version ? `${modpack.modpack} ${modpack.version}` : modpack.modpack;
}

/**
 * Manage Servers: create one ('new': name and modpack; the creator owns it), or for a chosen server change its
 * modpack, add a member by username, or delete it with all its towns and trades. Owners manage their servers,
 * admins any. After adding or deleting a server the header's server list is reloaded here.
 */
export function ServersPanel({ onClose }: { onClose: () => void }) {
  const { servers, username, role } = useSession();
  const modpacks = useModpackChoices();
  const [choice, setChoice] = useState(NEW);
  const [name, setName] = useState('');
  const [modpackId, setModpackId] = useState('');
  const [member, setMember] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const createServer = useCreateServer();
  const updateServer = useUpdateServer();
  const addMember = useAddMember();
  const deleteServer = useDeleteServer();

  const server = servers.find((candidate) => String(candidate.id) === choice) ?? null;
  const mayManage = server !== null && (server.owner_username === username || can(role, 'servers.manageAny'));
  const modpackOptions = [
    { value: '', label: modpacks.isError ? 'Could not load modpacks' : 'Select a modpack' },
    ...(modpacks.data ?? []).map((modpack) => ({ value: String(modpack.id), label: modpackLabel(modpack) })),
  ];

  function choose(value: string) {
    const chosen = servers.find((candidate) => String(candidate.id) === value);
    setChoice(value);
    setName(chosen?.name ?? '');
    setModpackId(chosen ? String(chosen.modpack_id) : '');
    setMember('');
    setConfirming(false);
    setFeedback(null);
  }

  const serverError = (error: unknown) =>
    setFeedback({ kind: 'error', text: `${MESSAGES.serverError}${errorText(error, 'request failed')}` });

  function save(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '' || modpackId === '') {
      setFeedback({
        kind: 'error',
        text: MESSAGES.serverRequired,
        field: name.trim() === '' ? 'name' : 'modpack',
      });
      return;
    }
    const body = { name: name.trim(), modpack_id: Number(modpackId) };
    if (server) {
      updateServer.mutate(
        { id: server.id, body },
        { onSuccess: ({ message }) => setFeedback({ kind: 'success', text: message }), onError: serverError },
      );
    } else {
      createServer.mutate(body, {
        onSuccess: ({ message, server: created }) => {
          setName('');
          setModpackId('');
          setFeedback({
            kind: 'success',
            text: `${message.replace(/\.$/, '')}: ${created.name}. ${SERVER_LIST_REFRESH}`,
          });
        },
        onError: serverError,
      });
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    if (!server) return;
    if (member.trim() === '') {
      setFeedback({ kind: 'error', text: `${MESSAGES.memberError}enter a username.`, field: 'member' });
      return;
    }
    addMember.mutate(
      { id: server.id, username: member.trim() },
      {
        onSuccess: ({ message }) => {
          setMember('');
          setFeedback({ kind: 'success', text: message });
        },
        onError: (error) =>
          setFeedback({
            kind: 'error',
            text: `${MESSAGES.memberError}${errorText(error, 'request failed')}`,
          }),
      },
    );
  }

  function remove() {
    if (!server) return;
    deleteServer.mutate(server.id, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        setChoice(NEW);
        setName('');
        setModpackId('');
        setFeedback({
          kind: 'success',
          text: `${message.replace(/\.$/, '')}: ${server.name}. ${SERVER_LIST_REFRESH}`,
        });
      },
      onError: (error) => {
        setConfirming(false);
        setFeedback({ kind: 'error', text: `Error deleting server: ${errorText(error, 'request failed')}` });
      },
    });
  }

  const readOnly = server !== null && !mayManage;

  return (
    <PanelFrame title="Manage Servers" onClose={onClose}>
      <form onSubmit={save} noValidate aria-label="Server details">
        <Group align="flex-start" gap="sm">
          <NativeSelect
            label="Server"
            w={200}
            value={server ? choice : NEW}
            data={[
              { value: NEW, label: '+ New Server' },
              ...servers.map((option) => ({ value: String(option.id), label: option.name })),
            ]}
            onChange={(event) => choose(event.currentTarget.value)}
          />
          <TextInput
            label="Server Name"
            w={200}
            value={name}
            disabled={readOnly}
            onChange={(event) => setName(event.currentTarget.value)}
            {...problemProps(fieldProblem(feedback, 'name'))}
          />
          <NativeSelect
            label="Modpack"
            w={200}
            value={modpackId}
            disabled={readOnly}
            data={modpackOptions}
            onChange={(event) => setModpackId(event.currentTarget.value)}
            {...problemProps(fieldProblem(feedback, 'modpack'))}
          />
          <Button
            type="submit"
            mt={INPUT_LABEL_OFFSET}
            disabled={readOnly}
            loading={createServer.isPending || updateServer.isPending}
          >
            {server ? 'Update Server' : 'Add Server'}
          </Button>
          {server && (
            <Button
              color="red"
              variant="light"
              mt={INPUT_LABEL_OFFSET}
              disabled={readOnly || confirming}
              onClick={() => setConfirming(true)}
            >
              Delete Server
            </Button>
          )}
        </Group>
      </form>
      {server && (
        <Stack gap={4}>
          <Text size="sm">
            Owner: <b>{server.owner_username}</b>
          </Text>
          <Text size="sm" data-testid="server-members">
            Members: {server.members.length > 0 ? server.members.join(', ') : 'none yet'}
          </Text>
          {readOnly && (
            <Text size="sm" c="dimmed">
              Only the owner of this server (or an admin) can change it.
            </Text>
          )}
        </Stack>
      )}
      {server && !readOnly && (
        <form onSubmit={add} noValidate aria-label="Add member">
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Member Username"
              w={200}
              value={member}
              onChange={(event) => setMember(event.currentTarget.value)}
              {...problemProps(fieldProblem(feedback, 'member'))}
            />
            <Button type="submit" variant="light" mt={INPUT_LABEL_OFFSET} loading={addMember.isPending}>
              Add Member
            </Button>
          </Group>
        </form>
      )}
      {confirming && server && (
        <ConfirmBanner
          question={`Delete server ${server.name} with all its towns and trades?`}
          busy={deleteServer.isPending}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
      <StatusMessage feedback={formFeedback(feedback)} />
    </PanelFrame>
  );
}
