import { Button, Divider, Group, Stack, Table, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../../entities/session';
import { LOGIN_PATH } from '../../../lib/api';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /profile (SPEC §2): who is signed in, Logout, Change Password. */
export function ProfilePage() {
  const { username, role, logout } = useSession();
  const navigate = useNavigate();

  function handleLogout() {
    logout();
    navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Profile</Title>
        <Button variant="outline" color="red" onClick={handleLogout}>
          Logout
        </Button>
      </Group>
      <Table variant="vertical" withTableBorder maw={420} aria-label="Account">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={120}>Username</Table.Th>
            <Table.Td>{username}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Role</Table.Th>
            <Table.Td>{role}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Divider />
      <ChangePasswordForm />
    </Stack>
  );
}
