import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/PageLoader';
import { useSession } from '../../../entities/session';
import { useUsers } from '../../../entities/users';
import { can } from '../../../lib/permissions';
import { rawErrorText } from '../user-messages';
import { CreateUserForm } from './CreateUserForm';
import { RoleSelect } from './RoleSelect';

/** User Management (SPEC §2): every account with its role; admins change roles and create users. */
export function UserManagementTab() {
  const users = useUsers();
  const { role, username } = useSession();
  const manages = can(role, 'users.manage');

  return (
    <Stack>
      <Title order={2}>User Management</Title>
      {users.isPending && <PageLoader />}
      {users.isError && (
        <Alert color="red" role="alert">
          {rawErrorText(users.error)}
        </Alert>
      )}
      {users.isSuccess && users.data.length === 0 && <Text>No users found.</Text>}
      {users.isSuccess && users.data.length > 0 && (
        <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped withTableBorder aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Change Role</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((user) => (
                <Table.Tr key={user.username}>
                  <Table.Td>{user.username}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.role}</Table.Td>
                  <Table.Td>
                    <RoleSelect user={user} readOnly={!manages} own={user.username === username} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!manages && users.isSuccess && (
        <Text size="sm" c="dimmed">
          Only admins can change roles or create users.
        </Text>
      )}
      {manages && <CreateUserForm />}
    </Stack>
  );
}
